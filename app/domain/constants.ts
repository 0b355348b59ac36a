/** Spec §9: business constants and limits, in one place. Times are milliseconds. */
export const SECOND = 1_000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const TIMEOUTS = {
  request: 10_000,
  billingCancel: 60_000,
  /** §9 names a third 15 s value without saying what for; the shop uses it for uploads. */
  long: 15_000,
} as const

export const CACHE = {
  tokenExpiryMargin: 5 * MINUTE,
  userDetailStale: 3 * MINUTE,
  experiments: 24 * HOUR,
  devToolsHistory: 30 * DAY,
  /** The dog/cat choice cookie lives about a year. */
  productGroupCookieSeconds: 365 * 24 * 60 * 60,
} as const

export const PRODUCT_GROUP = { dog: 1, cat: 2 } as const
export type ProductGroup1Id = (typeof PRODUCT_GROUP)[keyof typeof PRODUCT_GROUP]
export const DEFAULT_PRODUCT_GROUP: ProductGroup1Id = PRODUCT_GROUP.dog
export const DEFAULT_APP_VERSION = '0.0.0'

/** Home tabs: the web home and the app home (spec §8's fallback tabs by platform value). */
export const HOME_TAB = { web: 2, app: 6 } as const

export const COMMUNITY = {
  pageSize: 10,
  startPage: 1,
  thresholds: [50, 100, 300] as const,
  commentLikePageSize: 30,
  minAppVersion: { android: '3.0.6', ios: '3.0.4' },
  presignedUploadMinVersion: { android: '3.1.8', ios: '3.1.2' },
  image: { quality: 90, width: 360, format: 'webp' },
} as const

export const SEARCH = {
  deliveryType: 'all',
  sort: 'scoreDesc',
  /** Suggestion debounces: a syllable still being composed, and a settled word (domain/search). */
  debounceMs: { composing: 500, settled: 200 },
  pageSizes: { result: 24, more: 16 },
  fallbackDelayMs: 800,
  fallbackClearMs: 10_000,
} as const

export const NATIVE = {
  experimentMinVersion: '2.8.6',
  notificationSettingMinVersion: { android: '2.9.6', ios: '2.9.8' },
} as const

export const ANALYTICS = { localTimeoutMs: 30_000, pollMs: 100 } as const

export const LAYOUT = {
  mobileMaxPx: 430,
  smallMobileMaxPx: 375,
  tabletMinPx: 431,
  desktopMinPx: 1024,
  maxMobileWidthRem: 43,
  rootFontSizePercent: 62.5,
  bottomBarRem: 5.6,
  bottomBarHiddenAppRem: 10.6,
} as const

export const SKELETON = {
  navigationPlaceholders: 5,
  keywordRows: 10,
  productPlaceholders: 3,
  resultCards: 8,
  resultColumns: 2,
  filterPillsRowOne: 3,
  filterWidePillsRowOne: 1,
  filterChipsRowTwo: 2,
} as const

/** §9 "menu list file version v13": the bottom bar's menu list the shop asks the BFF for (and reads). */
export const MENU_LIST_VERSION = 'v13'
