import type { Router } from 'express'
import { z } from 'zod'
import type { Ctx } from '../context'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { DELIVERY_TYPES, type SearchGroup } from './filters'
import { bestKeywords, logSearch } from './keywords'
import { WORD_MAX_LENGTH } from './normalize'
import { SEARCH_SORT_KEYS, searchProducts } from './products'
import { suggest } from './suggest'
import { loadSummaries, summariesQuery } from './summaries'
import { recordZeroResult } from './zero-results'

const WORD_MESSAGE = `검색어는 1~${WORD_MAX_LENGTH}자로 입력해 주세요.`
const word = z
  .string({ required_error: WORD_MESSAGE, invalid_type_error: WORD_MESSAGE })
  .trim()
  .min(1, WORD_MESSAGE)
  .max(WORD_MAX_LENGTH, WORD_MESSAGE)

/** 0 both animals, 1 dog, 2 cat (default 0). */
const group = z
  .enum(['0', '1', '2'], { errorMap: () => ({ message: '상품군은 0, 1, 2 중 하나여야 해요.' }) })
  .default('0')
  .transform((value) => Number(value) as SearchGroup)

const number = (message: string) =>
  z
    .string({ invalid_type_error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)

/** A whole number from min to max (query strings carry text: '', '1.5' and 'abc' fail). */
const whole = (message: string, min: number, max: number) =>
  z
    .string({ invalid_type_error: message })
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
const page = whole('page는 1 이상의 숫자여야 해요.', 1, Number.MAX_SAFE_INTEGER).default('1')
const size = (max: number, fallback: number) => whole(`size는 1~${max} 사이의 숫자여야 해요.`, 1, max).default(String(fallback))
const PRICE_MESSAGE = '가격은 0 이상의 숫자로 입력해 주세요.'
/** Contract: an offset (0–10000) replaces `(page - 1) * size` when given. */
const MAX_OFFSET = 10_000
const OFFSET_MESSAGE = `offset은 0~${MAX_OFFSET} 사이의 숫자여야 해요.`
const BRANDS_MESSAGE = '브랜드 번호는 쉼표로 구분한 숫자로 보내 주세요.'

const productsQuery = z
  .object({
    word,
    productGroup1Id: group,
    deliveryType: z.enum(DELIVERY_TYPES, { errorMap: () => ({ message: '배송 유형이 올바르지 않아요.' }) }).default('all'),
    minPrice: number(PRICE_MESSAGE).optional(),
    maxPrice: number(PRICE_MESSAGE).optional(),
    brandId: z
      .string({ invalid_type_error: BRANDS_MESSAGE })
      .regex(/^(\d{1,9}(,\d{1,9}){0,49})?$/, BRANDS_MESSAGE)
      .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
      .default(''),
    categoryId: number('카테고리 번호가 올바르지 않아요.').optional(),
    sort: z.enum(SEARCH_SORT_KEYS, { errorMap: () => ({ message: '정렬 기준이 올바르지 않아요.' }) }).default('scoreDesc'),
    page,
    size: size(48, 24),
    offset: number(OFFSET_MESSAGE)
      .refine((offset) => offset <= MAX_OFFSET, OFFSET_MESSAGE)
      .optional(),
    // Decision 057: search the word as typed, never applying a correction (the page's ‘사로’로 검색).
    asTyped: z
      .enum(['true', 'false'], { errorMap: () => ({ message: 'asTyped는 true 또는 false여야 해요.' }) })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: '최저 가격이 최고 가격보다 높아요.',
    path: ['minPrice'],
  })

const suggestQuery = z.object({ word, productGroup1Id: group, size: size(10, 8) })

const bestKeywordsQuery = z.object({ productGroup1Id: group })

/** Contract "Search service": GET with query parameters, camelCase answers. */
export function registerSearchRoutes(router: Router, { db, now }: Ctx): void {
  router.get(
    '/products',
    handle(async (req, res) => {
      const query = parseInput(productsQuery, req.query)
      let category: { categoryId: number; depth: 2 | 3 } | null = null
      if (query.categoryId !== undefined) {
        const [found] = await db.query<{ depth: 2 | 3 }>('select depth from categories where category_id = $1 and depth in (2, 3)', [
          query.categoryId,
        ])
        if (!found) throw new HttpError(400, 'BAD_REQUEST', 'categoryId: 존재하지 않는 카테고리예요.')
        category = { categoryId: query.categoryId, depth: found.depth }
      }
      const result = await searchProducts(db, {
        ...query,
        group: query.productGroup1Id,
        brandIds: query.brandId,
        category,
        minPrice: query.minPrice ?? null,
        maxPrice: query.maxPrice ?? null,
        offset: query.offset ?? null,
      })
      // A search is counted once, when its first chunk is asked for; later ones only load more.
      // It counts as what it was read as: ㅂㅂㅍㄷ and qoqusvoem make 배변패드 popular, not themselves.
      if ((query.offset ?? (query.page - 1) * query.size) === 0) {
        await logSearch(db, query.productGroup1Id, result.resolvedWord ?? query.word, result.totalCount, now())
      }
      void recordZeroResult(db, query.productGroup1Id, query.word, result.totalCount, now())
      res.json(result)
    }),
  )

  router.get(
    '/suggest',
    handle(async (req, res) => {
      const query = parseInput(suggestQuery, req.query)
      res.json(await suggest(db, query.word, query.productGroup1Id, query.size))
    }),
  )

  router.get(
    '/best-keywords',
    handle(async (req, res) => {
      const query = parseInput(bestKeywordsQuery, req.query)
      res.json(await bestKeywords(db, query.productGroup1Id, now()))
    }),
  )
}

/** The BFF's `GET /product/summaries` (the search home's recently viewed products). */
export function registerSummaryRoute(router: Router, { db }: Ctx): void {
  router.get(
    '/product/summaries',
    handle(async (req, res) => {
      const { productIds } = parseInput(summariesQuery, req.query)
      res.json({ products: await loadSummaries(db, productIds) })
    }),
  )
}
