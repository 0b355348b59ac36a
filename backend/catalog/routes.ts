import type { Router } from 'express'
import { z } from 'zod'
import { findSession } from '../auth/sessions'
import { memoize } from '../bff/frame-cache'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { groupParam, idParam, lenientIdParam, pageParam, sizeParam } from '../http/params'
import { parseInput } from '../http/validate'
import { categoryTree, listingCategory, loadCategories } from './categories'
import { loadMemberDelivery, type MemberDelivery } from './delivery'
import { loadProductDetail, productNotFound } from './detail'
import { LISTING_SORT_KEYS, listProducts } from './listing'

const treeQuery = z.object({ productGroup1Id: groupParam })

const listingQuery = z.object({
  categoryId: idParam,
  sort: z.enum(LISTING_SORT_KEYS).default('POPULAR'),
  page: pageParam,
  size: sizeParam(48, 24),
})

// A malformed id is answered like an unknown one (contract), so it never fails validation.
const detailQuery = z.object({ productId: lenientIdParam })

/** The delivery data of an active member's session; guests, expired and blocked sessions get none. */
async function memberDelivery(db: Queryable, token: string | undefined, now: Date): Promise<MemberDelivery | null> {
  const session = await findSession(db, token, now)
  if (session?.status !== 'ACTIVE') return null
  return loadMemberDelivery(db, session.userId)
}

/** Contract "Catalogue", BFF part: category tree, category listing, product detail. */
export function registerCatalogRoutes(router: Router, { db, now }: Ctx): void {
  // The tree and its counts change only with the catalogue, and counting takes longer than the
  // rest of a listing: every request of the next 30 s shares one load, as home frames do.
  const categories = memoize(
    (_key: 'all') => loadCategories(db),
    (key) => key,
    30_000,
  )

  router.get(
    '/category/tree',
    handle(async (req, res) => {
      const query = parseInput(treeQuery, req.query)
      res.json(categoryTree(await categories('all'), query.productGroup1Id))
    }),
  )

  router.get(
    '/category/products',
    handle(async (req, res) => {
      const query = parseInput(listingQuery, req.query)
      const found = query.categoryId === null ? null : listingCategory(await categories('all'), query.categoryId)
      if (!found) throw new HttpError(404, 'NOT_FOUND', '존재하지 않는 카테고리예요.')
      res.json(await listProducts(db, { category: found.category, totalCount: found.productCount }, query))
    }),
  )

  router.get(
    '/product/detail',
    handle(async (req, res) => {
      const { productId } = parseInput(detailQuery, req.query)
      if (productId === null) throw productNotFound()
      const member = await memberDelivery(db, sessionToken(req), now())
      const detail = await loadProductDetail(db, productId, member)
      if (!detail) throw productNotFound()
      res.json(detail)
    }),
  )
}
