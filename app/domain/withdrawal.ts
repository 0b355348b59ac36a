/** Withdrawal's choices (a plain module: the page shows them without downloading zod). */
export const WITHDRAW_REASONS = ['RARELY_USED', 'NO_PRODUCT', 'PRICE', 'DELIVERY', 'OTHER'] as const
export const WITHDRAW_TEXT_MAX = 500
