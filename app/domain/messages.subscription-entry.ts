/**
 * The product page's 정기배송 entry: a module of its own, so that page downloads these two lines
 * and not the subscription pages' catalogue (messages.subscription.ts includes them).
 */
export const entry = '정기배송으로 받기' as const
export const entryHint = '원하는 주기마다 자동으로 보내 드려요. 언제든 건너뛰거나 해지할 수 있어요.' as const
