import { expect, test } from 'vitest'
import type { ProductSummary } from '~/domain/product'
import { renderInRoute as render, silenceLayoutEffectWarning } from '../../tests/fixtures/render'
import { ProductCard } from './ProductCard'

silenceLayoutEffectWarning()

// Product 2587 as the catalogue answers it: its own price is the 60포 box's, its lowest the 30포's.
const product: ProductSummary = {
  productId: 2587,
  productName: '펫이야기 하루 한 포 프로바이오틱스',
  productGroup1Id: 1,
  productGroup2Id: 13,
  productGroup3Id: 1301,
  productGroup4Id: null,
  brandId: 12,
  brandName: '펫이야기',
  price: 59_500,
  discountApplyPrice: 41_650,
  discountRate: 30,
  isPb: false,
  reviewCount: 12,
  reviewScore: 4.5,
  productSellLimitStatusCode: null,
  isEntirelySoldout: false,
  imageUrl: '/cdn/products/2587.svg',
  lowestOptionId: 25871,
  lowestOptionPrice: 33_100,
  lowestOptionDiscountApplyPrice: 23_170,
  lowestOptionDiscountRate: 30,
  optionPricesDiffer: true,
}

/** The card's price paragraph and list-price paragraph, tags and all. */
const prices = (html: string) =>
  /<p class="product-card__price">.*?<\/p>(<p class="product-card__list-price">.*?<\/p>)?/.exec(html)?.[0] ?? ''
const text = (html: string) => html.replace(/<[^>]+>/g, '')

test('a card shows the lowest option’s price with "~", read as "…원부터", beside that option’s rate and list price', () => {
  const html = prices(render(<ProductCard product={product} />))
  expect(html).toContain('<span aria-hidden="true">~</span><span class="sr-only">부터</span>')
  expect(text(html)).toBe('30%30% 할인판매가 23,170원~부터정가 33,100원')
  // Not the product's own option, and never its list price beside the lowest option's selling price.
  expect(html).not.toContain('41,650원')
  expect(html).not.toContain('59,500원')
})

test('a card says the plain price when every option costs the same', () => {
  const html = prices(render(<ProductCard product={{ ...product, optionPricesDiffer: false }} />))
  expect(text(html)).toBe('30%30% 할인판매가 23,170원정가 33,100원')
  expect(html).not.toContain('~')
})

test('the rate and list price are the lowest option’s even when the product’s own differ', () => {
  const html = prices(render(<ProductCard product={{ ...product, lowestOptionPrice: 23_170, lowestOptionDiscountRate: 0 }} />))
  // That option sells at its list price: no rate and nothing struck through.
  expect(text(html)).toBe('판매가 23,170원~부터')
})

test('a summary without the lowest option’s fields shows the product’s own price, plain', () => {
  const {
    lowestOptionId: _id,
    lowestOptionPrice: _price,
    lowestOptionDiscountApplyPrice: _sale,
    lowestOptionDiscountRate: _rate,
    optionPricesDiffer: _differ,
    ...own
  } = product
  expect(text(prices(render(<ProductCard product={own} />)))).toBe('30%30% 할인판매가 41,650원정가 59,500원')
})

test('every card, sold out too, has a heart: a plain form posting 찜하기 for this product to /my/wishlist (decision 059)', () => {
  for (const card of [product, { ...product, isEntirelySoldout: true }]) {
    const html = render(<ProductCard product={card} />)
    const form = /<form[^>]*action="\/my\/wishlist"[^>]*>.*?<\/form>/.exec(html)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain('name="productId" value="2587"')
    expect(form).toContain('name="back" value="/"')
    expect(form).toMatch(
      /<button type="submit" name="intent" value="add"[^>]*aria-pressed="false"[^>]*aria-label="펫이야기 하루 한 포 프로바이오틱스 찜하기"/,
    )
  }
})
