import { fill } from '../shared/korean'
import { createRandom } from '../shared/random'
import { DESCRIPTIONS, themeOf } from './description-words'

/** What a description is written from: fields every product row has, so old databases get one too. */
export type Describable = {
  productId: number
  brandName: string
  productGroup1Id: number
  productGroup2Id: number
  productGroup3Id: number | null
}

/** Any fixed number; mixed with the product id so each product has a PRNG of its own. */
const DESCRIPTION_SEED = 0x0de5c

/**
 * 2–4 short Korean paragraphs separated by a blank line. It depends only on the product, so the
 * seed stores the same text that product detail writes for a product seeded before migration 5.
 */
export function describeProduct(product: Describable): string {
  const random = createRandom(DESCRIPTION_SEED ^ Math.imul(product.productId, 0x9e3779b1))
  const words = DESCRIPTIONS[themeOf(product.productGroup3Id, product.productGroup2Id)]
  const dog = product.productGroup1Id === 1
  const vars = { brand: product.brandName, pet: dog ? '강아지' : '고양이', owner: dog ? '보호자님' : '집사님' }
  const paragraphs = random.int(2, 4)
  const features = random.shuffle(words.features).slice(0, paragraphs === 4 ? 2 : 1)
  const guide = paragraphs >= 3 ? [random.pick(words.guide)] : []
  return [random.pick(words.intro), ...features, ...guide].map((text) => fill(text, vars)).join('\n\n')
}
