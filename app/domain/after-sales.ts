/** Cancel and return reasons (a plain module: the forms show them without downloading zod). */
export const CANCEL_REASONS = ['CHANGE_OF_MIND', 'WRONG_OPTION', 'DELIVERY_DELAY', 'REORDER', 'OTHER'] as const
export const RETURN_REASONS = ['CHANGE_OF_MIND', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'OTHER'] as const
