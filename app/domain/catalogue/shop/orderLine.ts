/**
 * An order's product lines (order history, billing cancel, exchange/return), a section of its own:
 * the cancel page shows these three texts and would otherwise download all of order history's.
 */
export const orderLine = {
  writeReview: '리뷰 쓰기',
  reviewed: '리뷰 작성 완료',
  summary: (price: string, quantity: number) => `${price} · ${quantity}개`,
}
