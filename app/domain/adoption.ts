/** The adoption inquiry's choices (a plain module: the form shows them without downloading zod). */
export const INQUIRY_TYPES = ['ADOPTION', 'FOSTER'] as const
export const HOUSINGS = ['APARTMENT', 'VILLA', 'HOUSE', 'OTHER'] as const
