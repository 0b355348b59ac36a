import type { ProductSummary } from './product.schema'

export type { ProductSummary }

export function isSoldOut(product: Pick<ProductSummary, 'productSellLimitStatusCode' | 'isEntirelySoldout'>): boolean {
  return product.isEntirelySoldout || product.productSellLimitStatusCode === 'SOLDOUT'
}

export function productHref(productId: number): string {
  return `/product/detail/${productId}`
}
