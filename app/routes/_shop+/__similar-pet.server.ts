import { bff } from '~/backends/bff.server'
import { users } from '~/backends/user.server'
import { flagOn } from '~/domain/experiment-flags'
import type { Section } from '~/domain/home.schema'
import * as MY_MSG from '~/domain/messages.my'
import { similarPetQuery } from '~/domain/similar-pet'
import { orFallback } from '~/http/responses.server'
import type { RequestContext } from '~/session/context.server'
import { readSimilarPet } from '~/session/preferences.server'

/**
 * "Similar to my pet" for home and product pages: a member with a main pet who turned it on (my
 * page), on a device with the similarPet experiment. A section, not the page: any failure is none.
 */
export function similarPetSection(ctx: RequestContext, request: Request, excludeProductId?: number): Promise<Section | null> {
  if (!ctx.session) return Promise.resolve(null)
  return orFallback(findSimilar(ctx, request, excludeProductId), null)
}

async function findSimilar(ctx: RequestContext, request: Request, excludeProductId?: number): Promise<Section | null> {
  const [on, experiments] = await Promise.all([readSimilarPet(request), bff.experiments(ctx)])
  if (!on || !flagOn(experiments, 'similarPet')) return null
  const detail = await users.detail(ctx)
  const query = similarPetQuery(detail.userInfo.topAnimalInfo, excludeProductId)
  if (!query) return null
  const { products } = await bff.similarPet(ctx, query)
  if (products.length === 0) return null
  const main = detail.petList.find((pet) => pet.isMain) ?? detail.petList[0]
  // Titled here, on the server: the pages then need none of my page's text in the browser.
  return { sectionId: 'similar-pet', type: 'PRODUCT_SCROLL', title: MY_MSG.pets.similarTitle(main?.name ?? ''), products }
}
