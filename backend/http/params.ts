import { z } from 'zod'

/** Largest value of a PostgreSQL integer column: a bigger id is unknown, never a query error. */
const INT4_MAX = 2_147_483_647

/** Query strings carry text: every number below is coerced, so '' and 'abc' fail rather than pass as 0 or NaN. */
const wholeNumber = z.coerce.number().int()

/** `productGroup1Id` of the BFF: 1 (dog) or 2 (cat). */
export const groupParam = wholeNumber.pipe(z.union([z.literal(1), z.literal(2)]))

/**
 * An integer id; one outside the integer column's range (0, negative, huge) becomes null, so the
 * caller answers 404 for it like for any unknown id instead of sending it to the database.
 */
export const idParam = wholeNumber.transform((id) => (id >= 1 && id <= INT4_MAX ? id : null))

/**
 * An id the contract answers 404 for when it is malformed (`productId`): anything but a valid
 * id (missing, 'abc', '1.5', -3) becomes null.
 */
export const lenientIdParam = idParam.nullable().catch(null)

/** Pages count from 1; the offset is computed as bigint in SQL, so any safe integer works (far pages are empty). */
export const pageParam = wholeNumber.min(1).max(Number.MAX_SAFE_INTEGER).default(1)

export const sizeParam = (max: number, fallback: number) => wholeNumber.min(1).max(max).default(fallback)
