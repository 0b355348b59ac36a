import { type Response, Router } from 'express'
import { kindOfCategory } from '../catalog/category-tree'
import type { Queryable } from '../db/types'
import { errorHandler, notFound, sendError } from '../http/errors'
import { handle } from '../http/handler'
import { loadPhoto } from '../reviews/photos'
import { animalSvg } from './animals'
import { bannerSvg, navSvg, type ProductView, productSvg } from './images'

/** Every product and banner fits; beyond that the cache starts over rather than grow without bound. */
const CACHE_LIMIT = 10_000

function sendSvg(res: Response, svg: string): void {
  res.set({
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    // The pictures are served from the shop's own origin: never let an SVG run script.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  })
  res.send(Buffer.from(svg))
}

/**
 * Generated pictures, for the shop to mount at `/cdn` on its own origin. It answers every
 * path below it itself (404 included), so a miss never falls through to the shop's pages.
 */
export function cdnRouter(db: Queryable, log: (error: unknown) => void): Router {
  const router = Router()
  const cache = new Map<string, string>()
  const remember = (key: string, svg: string) => {
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(key, svg)
    return svg
  }

  router.get(
    '/products/:file',
    handle(async (req, res) => {
      // {id}.svg is the main picture; {id}-2.svg and {id}-3.svg the detail gallery's other shots.
      const [, id, view = '1'] = /^(\d{1,9})(?:-([23]))?\.svg$/.exec(req.params.file ?? '') ?? []
      const cached = cache.get(req.path)
      if (cached) return sendSvg(res, cached)
      if (!id) return sendError(res, 404, 'NOT_FOUND')
      const [row] = await db.query<{ category: number }>(
        'select coalesce(product_group3_id, product_group2_id) as category from products where product_id = $1',
        [Number(id)],
      )
      if (!row) return sendError(res, 404, 'NOT_FOUND')
      const svg = productSvg(Number(id), kindOfCategory(row.category) ?? 'foodBag', Number(view) as ProductView)
      sendSvg(res, remember(req.path, svg))
    }),
  )

  router.get(
    '/banners/:file',
    handle(async (req, res) => {
      const key = /^(\d{1,2}-\d{1,6})\.svg$/.exec(req.params.file ?? '')?.[1]
      const cached = cache.get(req.path)
      if (cached) return sendSvg(res, cached)
      if (!key) return sendError(res, 404, 'NOT_FOUND')
      const [row] = await db.query<{ group: number; bannerId: number }>(
        'select product_group1_id as "group", banner_id as "bannerId" from banners where image_key = $1',
        [key],
      )
      if (!row) return sendError(res, 404, 'NOT_FOUND')
      sendSvg(res, remember(req.path, bannerSvg(row.group, row.bannerId)))
    }),
  )

  // Pictures of the events without a banner of their own, drawn like banners.
  router.get(
    '/events/:file',
    handle(async (req, res) => {
      const id = /^(\d{1,6})\.svg$/.exec(req.params.file ?? '')?.[1]
      const [row] = id
        ? await db.query<{ group: number | null }>('select product_group1_id as "group" from events where event_id = $1', [Number(id)])
        : []
      if (!row) return sendError(res, 404, 'NOT_FOUND')
      sendSvg(res, bannerSvg(row.group ?? 1, Number(id)))
    }),
  )

  // Portraits of the animals waiting for adoption (decision 015).
  router.get(
    '/adoption/:file',
    handle(async (req, res) => {
      const id = /^(\d{1,6})\.svg$/.exec(req.params.file ?? '')?.[1]
      const [row] = id
        ? await db.query<{ group: number }>('select animal_group1_id as "group" from adoption_animals where animal_id = $1', [Number(id)])
        : []
      if (!row) return sendError(res, 404, 'NOT_FOUND')
      sendSvg(res, animalSvg(row.group, Number(id)))
    }),
  )

  router.get(
    '/reviews/:file',
    handle(async (req, res) => {
      // Re-encoded webp only (reviews/photos.ts); the key is random, so the bytes never change.
      const key = /^([a-z2-7]{26})\.webp$/.exec(req.params.file ?? '')?.[1]
      const bytes = key ? await loadPhoto(db, key) : null
      if (!bytes) return sendError(res, 404, 'NOT_FOUND')
      res.set({
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      })
      res.send(bytes)
    }),
  )

  router.get('/nav/:file', (req, res, next) => {
    const match = /^([a-z]+)(-active)?\.svg$/.exec(req.params.file ?? '')
    const svg = match?.[1] ? navSvg(match[1], match[2] !== undefined) : undefined
    if (!svg) return next()
    sendSvg(res, svg)
  })

  router.use(notFound)
  router.use(errorHandler(log))
  return router
}
