/**
 * Spec §1: the eleven kinds of third-party service. Each is off unless configured; the ones that
 * run in the browser load lazily, and inside the apps the shell's own SDK takes their events
 * through the bridge instead (docs/native-bridge.md).
 */
export const THIRD_PARTY_KINDS = [
  'product',
  'crm',
  'experiments',
  'chat',
  'deeplink',
  'errors',
  'behaviour',
  'firebase',
  'local',
  'pixel',
  'retargeting',
] as const
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number]

/** The browser-side keys the root loader hands to the page: only the configured ones are present. */
export type PublicThirdParty = {
  amplitudeKey?: string
  braze?: { key: string; endpoint: string }
  airbridge?: { app: string; token: string }
  gaMeasurementId?: string
  naverAnalyticsId?: string
  metaPixelId?: string
  kakaoPixelId?: string
  kakaoJsKey?: string
  channelTalkPluginKey?: string
  sentryDsn?: string
  /** Sign in with Apple against Apple itself: its JS SDK takes the Apple button (spec §2, R2.20). */
  appleClientId?: string
}

/** Apple's own authorize page: only there does Apple's JS SDK lead (a stand-in has its own page). */
export const APPLE_AUTHORIZE_ORIGIN = 'https://appleid.apple.com'

type EnvKeys = {
  APPLE_CLIENT_ID?: string
  APPLE_AUTHORIZE_URL?: string
  AMPLITUDE_API_KEY?: string
  BRAZE_API_KEY?: string
  BRAZE_SDK_ENDPOINT?: string
  AIRBRIDGE_APP?: string
  AIRBRIDGE_WEB_TOKEN?: string
  GA_MEASUREMENT_ID?: string
  NAVER_ANALYTICS_ID?: string
  META_PIXEL_ID?: string
  KAKAO_PIXEL_ID?: string
  KAKAO_JS_KEY?: string
  CHANNEL_TALK_PLUGIN_KEY?: string
  SENTRY_DSN?: string
  BFF_API_URL?: string
  V2_API_URL?: string
}

export function publicThirdParty(env: EnvKeys): PublicThirdParty {
  const out: PublicThirdParty = {}
  if (env.AMPLITUDE_API_KEY) out.amplitudeKey = env.AMPLITUDE_API_KEY
  if (env.BRAZE_API_KEY) out.braze = { key: env.BRAZE_API_KEY, endpoint: env.BRAZE_SDK_ENDPOINT ?? 'sdk.iad-05.braze.com' }
  if (env.AIRBRIDGE_APP && env.AIRBRIDGE_WEB_TOKEN) out.airbridge = { app: env.AIRBRIDGE_APP, token: env.AIRBRIDGE_WEB_TOKEN }
  if (env.GA_MEASUREMENT_ID) out.gaMeasurementId = env.GA_MEASUREMENT_ID
  if (env.NAVER_ANALYTICS_ID) out.naverAnalyticsId = env.NAVER_ANALYTICS_ID
  if (env.META_PIXEL_ID) out.metaPixelId = env.META_PIXEL_ID
  if (env.KAKAO_PIXEL_ID) out.kakaoPixelId = env.KAKAO_PIXEL_ID
  if (env.KAKAO_JS_KEY) out.kakaoJsKey = env.KAKAO_JS_KEY
  if (env.CHANNEL_TALK_PLUGIN_KEY) out.channelTalkPluginKey = env.CHANNEL_TALK_PLUGIN_KEY
  if (env.SENTRY_DSN) out.sentryDsn = env.SENTRY_DSN
  if (env.APPLE_CLIENT_ID && env.APPLE_AUTHORIZE_URL?.startsWith(`${APPLE_AUTHORIZE_ORIGIN}/`)) out.appleClientId = env.APPLE_CLIENT_ID
  return out
}

/** Whether any of the web analytics SDKs is configured (their adapters' code is loaded only then). */
export function hasWebAnalytics(config: PublicThirdParty): boolean {
  return Boolean(
    config.amplitudeKey ||
      config.braze ||
      config.airbridge ||
      config.gaMeasurementId ||
      config.naverAnalyticsId ||
      config.metaPixelId ||
      config.kakaoPixelId,
  )
}

/**
 * Which kinds are on. The experiment service is the BFF and the behaviour logger is V2's
 * `/event/logging` (the user logger of spec §3): both are on whenever their backend is, which the
 * embedded backend always provides.
 */
export function configuredKinds(config: PublicThirdParty, backends: { bff: boolean; v2: boolean }): ThirdPartyKind[] {
  const on: Record<ThirdPartyKind, boolean> = {
    product: Boolean(config.amplitudeKey),
    crm: Boolean(config.braze),
    experiments: backends.bff,
    chat: Boolean(config.channelTalkPluginKey),
    deeplink: Boolean(config.airbridge),
    errors: Boolean(config.sentryDsn),
    behaviour: backends.v2,
    firebase: Boolean(config.gaMeasurementId),
    local: Boolean(config.naverAnalyticsId),
    pixel: Boolean(config.metaPixelId),
    retargeting: Boolean(config.kakaoPixelId),
  }
  return THIRD_PARTY_KINDS.filter((kind) => on[kind])
}

/** The scripts, in one place so the CSP (docs/security.md) and the lazy loaders agree. */
export const SDK_SCRIPTS = {
  kakao: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js',
  channelTalk: 'https://cdn.channel.io/plugin/ch-plugin-web.js',
  amplitude: 'https://cdn.amplitude.com/libs/analytics-browser-2.11.1-min.js.gz',
  braze: 'https://js.appboycdn.com/web-sdk/5.6/braze.min.js',
  airbridge: 'https://static.airbridge.io/sdk/latest/airbridge.min.js',
  gtag: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  naver: 'https://wcs.pstatic.net/wcslog.js',
  metaPixel: 'https://connect.facebook.net/en_US/fbevents.js',
  kakaoPixel: 'https://t1.daumcdn.net/kas/static/kp.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/ko_KR/appleid.auth.js',
} as const

/**
 * What the configured vendors need beyond the shop's own origin, for the Content-Security-Policy.
 * Their scripts need nothing here: the CSP's 'strict-dynamic' trusts scripts the shop's nonce'd
 * code adds. Nothing is added for an unconfigured vendor.
 */
export function thirdPartyCsp(
  config: PublicThirdParty,
  authorizeUrls: readonly (string | undefined)[] = [],
): { connect: string[]; img: string[]; frame: string[]; form: string[] } {
  // A social button's form is answered with a redirect to its provider, and form-action covers
  // redirects too: each configured provider's own origin (a stand-in on this site needs none).
  const form = [...new Set(authorizeUrls.flatMap((url) => (url?.startsWith('https://') ? [new URL(url).origin] : [])))]
  const connect: string[] = []
  const img: string[] = []
  const frame: string[] = []
  if (config.kakaoJsKey) {
    connect.push('https://*.kakao.com')
    img.push('https://*.kakaocdn.net')
    frame.push('https://sharer.kakao.com')
  }
  if (config.channelTalkPluginKey) {
    connect.push('https://*.channel.io', 'wss://*.channel.io')
    img.push('https://*.channel.io')
    frame.push('https://*.channel.io')
  }
  if (config.amplitudeKey) connect.push('https://api2.amplitude.com')
  if (config.braze) connect.push(`https://${config.braze.endpoint}`)
  if (config.airbridge) connect.push('https://*.airbridge.io')
  if (config.gaMeasurementId) connect.push('https://*.google-analytics.com', 'https://*.googletagmanager.com')
  if (config.naverAnalyticsId) img.push('https://wcs.naver.com', 'https://wcs.naver.net')
  if (config.metaPixelId) img.push('https://www.facebook.com')
  if (config.kakaoPixelId) connect.push('https://*.daum.net')
  if (config.sentryDsn) connect.push(new URL(config.sentryDsn).origin)
  return { connect, img, frame, form }
}
