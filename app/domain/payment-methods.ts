/** How an order can be paid (a plain module: the order sheets show it without downloading zod). */
export const PAYMENT_METHODS = ['CARD', 'BANK_TRANSFER', 'EASY_PAY'] as const
