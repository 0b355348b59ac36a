/**
 * SEED_SCALE (docs/configuration.md): how many times today's catalogue the seed makes, 1 (the
 * default) to 20. At 10 the bench measures search and the loaded pages on ten times the products,
 * with their options, reviews and community posts (docs/search.md "Scale"). Scale 1 is the seed
 * every test and demo relies on, row for row; any scale is deterministic.
 */
export const MAX_SEED_SCALE = 20

/** The scale a value of SEED_SCALE asks for; a malformed one stops the start naming the variable. */
export function seedScale(value: string | undefined = process.env.SEED_SCALE): number {
  if (value === undefined || value === '') return 1
  const scale = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN
  if (!(scale >= 1 && scale <= MAX_SEED_SCALE))
    throw new Error(`SEED_SCALE must be a whole number from 1 to ${MAX_SEED_SCALE}, got "${value}"`)
  return scale
}
