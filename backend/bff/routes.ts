import type { Router } from 'express'
import { z } from 'zod'
import { deleteSession, findSession } from '../auth/sessions'
import { TABS } from '../catalog/constants'
import type { Ctx } from '../context'
import { kstToday } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { readExperiments } from '../http/experiments-header'
import { handle } from '../http/handler'
import { groupParam as group } from '../http/params'
import { parseInput } from '../http/validate'
import { experimentInfos } from './experiments'
import { memoize } from './frame-cache'
import { MENU_LIST_VERSION, navigationItems } from './navigation'
import { cachedSimilarPet, similarPetQuery, toSimilarPetQuery } from './similar-pet'
import { loadTabFrame } from './tab-frame'

const tabFrameQuery = z.object({
  productGroup1Id: group,
  tabId: z.coerce.number().int().default(TABS[0].tabId),
  mobileDeviceId: z.string().optional(),
  mobileOsCode: z.string().optional(),
})

const navigationQuery = z.object({ productGroup1Id: group.optional(), version: z.string().max(20).optional() })

const experimentQuery = z.object({ mobileDeviceId: z.string().optional() })

/** The BFF's own endpoints: health, home tab frames, navigation, experiments, signing out. */
export function registerBffRoutes(router: Router, { db, now }: Ctx): void {
  const frame = memoize(
    ({ group, tabId }: { group: 1 | 2; tabId: number }) => loadTabFrame(db, group, tabId),
    ({ group, tabId }) => `${group}:${tabId}`,
    30_000,
  )

  router.get('/health', (_req, res) => {
    res.json({ ok: true })
  })

  router.get(
    '/tab/frame',
    handle(async (req, res) => {
      const query = parseInput(tabFrameQuery, req.query)
      const found = await frame({ group: query.productGroup1Id, tabId: query.tabId })
      if (!found) throw new HttpError(404, 'NOT_FOUND', '존재하지 않는 탭이에요.')
      res.json(found)
    }),
  )

  router.get(
    '/navigation/items',
    handle(async (req, res) => {
      const query = parseInput(navigationQuery, req.query)
      // One file version is kept; a client asking for another learns it is not here.
      if (query.version && query.version !== MENU_LIST_VERSION) throw new HttpError(404, 'NOT_FOUND', '메뉴 목록을 찾을 수 없어요.')
      const session = await findSession(db, sessionToken(req), now())
      res.json({
        version: MENU_LIST_VERSION,
        items: navigationItems(session !== null && session.status === 'ACTIVE', readExperiments(req.get('x-experiments'))),
      })
    }),
  )

  router.get(
    '/experiment/function/infos',
    handle((req, res) => {
      const query = parseInput(experimentQuery, req.query)
      res.json(experimentInfos(req.get('x-mobile-device-id') || query.mobileDeviceId))
    }),
  )

  router.delete(
    '/session',
    handle(async (req, res) => {
      const token = sessionToken(req)
      if (token) await deleteSession(db, token)
      res.json({ ok: true })
    }),
  )
}

/** The BFF's public `GET /recommend/similar-pet`. */
export function registerSimilarPetRoute(router: Router, { db, now }: Ctx): void {
  const similarPet = cachedSimilarPet(db)
  router.get(
    '/recommend/similar-pet',
    handle(async (req, res) => {
      const query = toSimilarPetQuery(parseInput(similarPetQuery, req.query))
      res.json(await similarPet(query, kstToday(now())))
    }),
  )
}
