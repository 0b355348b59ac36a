/**
 * The product header's cart link, a section of its own: the product page shows this
 * one label and would otherwise download the whole cart section with it (decision 039).
 */
export const cartLink = {
  label: (count: number | null) => (count ? `장바구니 ${count}개` : '장바구니'),
}
