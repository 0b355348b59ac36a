import type { Page } from '@playwright/test'

/** Selling prices of the cards on the page, in order, for those that can be bought. */
export async function buyablePrices(page: Page): Promise<number[]> {
  return page
    .locator('article.product-card:not([data-soldout]) .product-card__price strong')
    .evaluateAll((els) => els.map((el) => Number((el.textContent ?? '').replace(/[^\d]/g, ''))))
}
