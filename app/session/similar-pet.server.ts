import { bff } from '~/backends/bff.server'
import { orFallback } from '~/backends/respond.server'
import { users } from '~/backends/user.server'
import { flagOn } from '~/domain/experiment-flags'
import type { ProductSummary } from '~/domain/product.schema'
import { similarPetQuery } from '~/domain/similar-pet'
import type { RequestContext } from './context.server'
import { readSimilarPet } from './preferences.server'

export type SimilarPetSection = { petName: string; products: ProductSummary[] }

/**
 * "Similar to my pet" for home and product pages: a member with a main pet who turned it on (my
 * page), on a device with the similarPet experiment. A section, not the page: any failure is none.
 */
export function similarPetSection(ctx: RequestContext, request: Request, excludeProductId?: number): Promise<SimilarPetSection | null> {
  if (!ctx.session) return Promise.resolve(null)
  return orFallback(findSimilar(ctx, request, excludeProductId), null)
}

async function findSimilar(ctx: RequestContext, request: Request, excludeProductId?: number): Promise<SimilarPetSection | null> {
  const [on, experiments] = await Promise.all([readSimilarPet(request), bff.experiments(ctx)])
  if (!on || !flagOn(experiments, 'similarPet')) return null
  const detail = await users.detail(ctx)
  const query = similarPetQuery(detail.userInfo.topAnimalInfo, excludeProductId)
  if (!query) return null
  const { products } = await bff.similarPet(ctx, query)
  if (products.length === 0) return null
  const main = detail.petList.find((pet) => pet.isMain) ?? detail.petList[0]
  return { petName: main?.name ?? '', products }
}
