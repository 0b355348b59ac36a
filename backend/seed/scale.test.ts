import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateSeed, SEED } from './index'
import { MAX_SEED_SCALE, seedScale } from './scale'

/** The rows a scale multiplies (the products, their options and reviews, the community), as one digest. */
async function scaled(scale?: number) {
  const data = await generateSeed(SEED, scale)
  const digest = createHash('sha256')
    .update(JSON.stringify([data.products, data.options, data.reviews, data.community]))
    .digest('hex')
  const counts = {
    products: data.products.length,
    options: data.options.length,
    reviews: data.reviews.length,
    posts: data.community.posts.length,
    comments: data.community.comments.length,
  }
  return {
    digest,
    counts,
    names: createHash('sha256')
      .update(JSON.stringify(data.products.map((p) => p.product_name)))
      .digest('hex'),
  }
}

describe('SEED_SCALE', () => {
  it('reads 1 when unset or empty, a whole number up to 20, and stops on anything else naming the variable', () => {
    expect(seedScale(undefined)).toBe(1)
    expect(seedScale('')).toBe(1)
    expect(seedScale('10')).toBe(10)
    expect(seedScale(String(MAX_SEED_SCALE))).toBe(MAX_SEED_SCALE)
    for (const bad of ['0', '21', '1.5', 'ten', '-1', ' 2', '100'])
      expect(() => seedScale(bad), bad).toThrow(`SEED_SCALE must be a whole number from 1 to ${MAX_SEED_SCALE}, got "${bad}"`)
  })

  it('keeps scale 1 the data it was before the setting existed, row for row', async () => {
    // Pinned from the seed before SEED_SCALE (commit 4b7f900): a change meant to alter the seed updates these.
    const one = await scaled(1)
    expect(one.counts).toEqual({ products: 3200, options: 6690, reviews: 79654, posts: 360, comments: 1894 })
    expect(one.names).toBe('074ecfdbc598ef173cef4281e1d0a7781137da4fdd1cd247bef974ab3a4e6746')
    expect(one.digest).toBe('12cf420f73b49925d1e437ef1a98233988cb508e72e4d339d687e4572546d1f4')
    expect((await scaled()).digest).toBe(one.digest)
  })

  it('multiplies the products, their options and reviews, and the posts, and gives the same rows every time', async () => {
    // Scale 2 stands for any: 10 is the same code drawing five times longer (docs/search.md "Scale").
    const [one, two, again] = [await scaled(1), await scaled(2), await scaled(2)]
    expect(two.digest).toBe(again.digest)
    expect(two.counts.products).toBe(2 * one.counts.products)
    expect(two.counts.posts).toBe(2 * one.counts.posts)
    for (const rows of ['options', 'reviews', 'comments'] as const) {
      expect(two.counts[rows] / one.counts[rows], rows).toBeGreaterThan(1.8)
      expect(two.counts[rows] / one.counts[rows], rows).toBeLessThan(2.2)
    }
  })
})
