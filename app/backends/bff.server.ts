import { z } from 'zod'
import { CACHE, HOUR, MENU_LIST_VERSION, MINUTE, SECOND } from '~/domain/constants'
import { EMPTY_EXPERIMENTS, type Experiments, encodeExperimentsHeader, flattenExperiments } from '~/domain/experiments'
import { ExperimentInfosSchema } from '~/domain/experiments.schema'
import { type TabFrame, TabFrameSchema } from '~/domain/home.schema'
import type { NavItem } from '~/domain/navigation'
import { NavItemsSchema } from '~/domain/navigation.schema'
import { ProductSummarySchema } from '~/domain/product.schema'
import { withNativeExperiments } from '~/domain/shell-values'
import { invalidations } from '~/shared/invalidation.server'
import { TtlCache } from './cache.server'
import { bffGet, bffHeaders } from './calls.server'
import type { RequestContext } from './context'
import { BackendError } from './error'
import { callBackend } from './http.server'
import { logBackendError } from './log.server'

const SimilarPetSchema = z.object({ basis: z.string(), count: z.number(), products: z.array(ProductSummarySchema) })

// Experiments are per device and kept a day (§9, never stale); navigation is the same for every
// guest of a group, and a guest's home frame for every guest with the same variants.
const experimentCache = new TtlCache<Experiments>({ ttlMs: CACHE.experiments, maxEntries: 10_000 })
const navigationCache = new TtlCache<NavItem[]>({ ttlMs: 5 * MINUTE, staleMs: HOUR, maxEntries: 16 })
const guestFrameCache = new TtlCache<TabFrame>({ ttlMs: 30 * SECOND, staleMs: 5 * MINUTE, maxEntries: 256 })
// A device's variants change at sign-in and sign-out: with REDIS_URL every shop process drops them (decision 022).
const bus = invalidations()
bus.register('device', { drop: (deviceId) => experimentCache.delete(deviceId), dropAll: () => experimentCache.clear() })
// The fallbacks handed out when the BFF did not answer, told apart from a real "all off" answer.
const fallbacks = new WeakSet<Experiments>()

export const bff = {
  /**
   * §7: on failure the experiments are empty, so every flag falls back to off (§4). Only answers
   * are kept for the day: a remembered failure would switch a device's features (its community,
   * first-purchase deals, …) off for 24 h after a BFF blip that lasted seconds.
   */
  async experiments(ctx: RequestContext): Promise<Experiments> {
    const key = ctx.deviceId || 'anonymous'
    bus.listen()
    try {
      const web = await experimentCache.getOrLoad(key, async () =>
        flattenExperiments(await bffGet(ctx, '/experiment/function/infos', ExperimentInfosSchema)),
      )
      return withNativeExperiments(web, ctx.nativeExperiments, ctx.appVersion)
    } catch (error) {
      // Not cached: the next page asks again rather than keeping every flag off for a day.
      if (error instanceof BackendError) logBackendError(error)
      const fallback = withNativeExperiments(flattenExperiments(EMPTY_EXPERIMENTS), ctx.nativeExperiments, ctx.appVersion)
      fallbacks.add(fallback)
      return fallback
    }
  },

  /** False for the fallback of a failed experiments call: the BFF did not answer this request. */
  answered(experiments: Experiments): boolean {
    return !fallbacks.has(experiments)
  },

  /** After a login or logout the shopper's variants may differ: drop them and ask again (spec §4). */
  refetchExperiments(ctx: RequestContext): Promise<Experiments> {
    bus.invalidate('device', ctx.deviceId || 'anonymous')
    return bff.experiments(ctx)
  },

  tabFrame(ctx: RequestContext, tabId: number, experiments: Experiments): Promise<TabFrame> {
    const load = () =>
      bffGet(
        ctx,
        '/tab/frame',
        TabFrameSchema,
        // Spec §7 lists `session` in this query too; it goes as Authorization only (bffHeaders):
        // a token in a URL ends up in access logs and proxies.
        { query: { productGroup1Id: ctx.productGroup1Id, tabId, mobileDeviceId: ctx.deviceId, mobileOsCode: ctx.osCode }, experiments },
      )
    return guestFrameCache.forGuests(
      ctx.session,
      `${ctx.productGroup1Id}:${tabId}:${ctx.osCode}:${encodeExperimentsHeader(experiments)}`,
      load,
    )
  },

  /** With the experiments, the BFF can put adoption where a hidden community would be (decision 015). */
  navigationItems(ctx: RequestContext, experiments?: Experiments): Promise<NavItem[]> {
    // §9's menu list file version: the shop reads the file of the version it was built for, and an
    // answer of another version (a newer or older file) is not one it knows how to read.
    const load = () =>
      bffGet(ctx, '/navigation/items', z.object({ version: z.literal(MENU_LIST_VERSION), items: NavItemsSchema }), {
        query: { productGroup1Id: ctx.productGroup1Id, version: MENU_LIST_VERSION },
        experiments,
      }).then((answer) => answer.items)
    // A member's bar differs (my vs login); guests share it per community variant and file version.
    return navigationCache.forGuests(
      ctx.session,
      `${MENU_LIST_VERSION}:guest:${ctx.productGroup1Id}:${experiments?.communityVisible ?? ''}`,
      load,
    )
  },

  /** Products members with a pet like the main one bought (docs/backend-api.md "similar to my pet"). */
  similarPet(ctx: RequestContext, query: Record<string, string | number>) {
    return bffGet(ctx, '/recommend/similar-pet', SimilarPetSchema, { query })
  },

  deleteSession(ctx: RequestContext) {
    return callBackend({
      service: 'bff',
      method: 'DELETE',
      path: '/session',
      schema: z.unknown(),
      headers: bffHeaders(ctx),
      signal: ctx.signal,
      requestId: ctx.requestId,
    })
  },
}
