import type { NavType } from './navigation'

/**
 * Spec §3 (R3.9): features V2 may turn off for one member (the excluded-features list), each with
 * the URL areas it owns and the bottom-bar item that leads there. Decision 031.
 */
export const FEATURES = {
  community: { prefixes: ['/community'], nav: 'community' },
  adoption: { prefixes: ['/adoption'], nav: 'adoption' },
  subscription: { prefixes: ['/subscription'], nav: null },
  membership: { prefixes: ['/membership'], nav: null },
  booking: { prefixes: ['/booking'], nav: null },
  vet: { prefixes: ['/vet', '/vet-commerce'], nav: null },
  insurance: { prefixes: ['/insurance'], nav: null },
  event: { prefixes: ['/event'], nav: null },
} as const satisfies Record<string, { prefixes: readonly string[]; nav: NavType | null }>

export type Feature = keyof typeof FEATURES

// Pure: unused, the table stays out of a browser bundle.
const FEATURE_KEYS = /* @__PURE__ */ Object.keys(FEATURES) as Feature[]

function isFeature(value: unknown): value is Feature {
  return typeof value === 'string' && Object.hasOwn(FEATURES, value)
}

/** The list as V2 sent it, keys this shop does not know dropped (a newer V2 may name more), once each. */
export function parseExcludedFeatures(raw: unknown): Feature[] {
  if (!Array.isArray(raw)) return []
  return FEATURE_KEYS.filter((key) => raw.some((value) => isFeature(value) && value === key))
}

/**
 * A path as the router matches it: percent-decoded, case folded, repeated and trailing slashes
 * gone, so `/%53ubscription//new/` is still the subscription area.
 */
function normalisePath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape matches no route anyway; compare it as sent.
  }
  return `/${path.toLowerCase().split('/').filter(Boolean).join('/')}`
}

/** The feature whose area a path is in, or null (`/vetting` is not `/vet`: whole segments only). */
export function featureOfPath(pathname: string): Feature | null {
  const path = normalisePath(pathname)
  return FEATURE_KEYS.find((key) => FEATURES[key].prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) ?? null
}

/** True when the path belongs to a feature turned off for this member. */
export function isExcludedPath(pathname: string, excluded: readonly Feature[]): boolean {
  const feature = featureOfPath(pathname)
  return feature !== null && excluded.includes(feature)
}

/** The bottom-bar items a member may see: none that leads into an excluded feature. */
export function visibleNavItems<T extends { type: NavType; linkUrl: string }>(items: readonly T[], excluded: readonly Feature[]): T[] {
  if (excluded.length === 0) return [...items]
  return items.filter(
    (item) => !excluded.some((key) => FEATURES[key].nav === item.type) && !isExcludedPath(item.linkUrl.split('?', 1)[0] ?? '', excluded),
  )
}

/** Spec §3's partners authority values this shop has a page for (decision 031). */
export const PARTNERS_AUTHORITIES = ['BRAND'] as const
export type PartnersAuthority = (typeof PARTNERS_AUTHORITIES)[number]

/** A value V2 sent as the partners authority, or null for none or one this shop does not know. */
export function parsePartnersAuthority(raw: unknown): PartnersAuthority | null {
  return PARTNERS_AUTHORITIES.find((value) => value === raw) ?? null
}
