import { isIP } from 'node:net'
import { z } from 'zod'

const optionalUrl = z.string().url().optional()
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** Where the shop is reached from outside: an http(s) origin and nothing more (no path, query or credentials). */
const PublicUrl = z
  .string()
  .url()
  .transform((value) => new URL(value))
  .refine(
    (url) => /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password,
    'an http(s) origin such as https://shop.example (no path, query or credentials)',
  )
  .transform((url) => url.origin)

/**
 * Redis for the state several shop processes share (decision 022): `redis://` or `rediss://` (TLS),
 * a host, an optional port, user, password and database number (`/0`–`/15`), nothing more.
 */
const RedisUrl = z.string().refine((value) => {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'redis:' || url.protocol === 'rediss:') &&
      url.hostname !== '' &&
      /^\/?\d{0,2}$/.test(url.pathname) &&
      !url.search &&
      !url.hash
    )
  } catch {
    return false
  }
}, 'a redis:// or rediss:// URL such as redis://127.0.0.1:6379 (optionally with user:password@ and a database number /0)')

/** Express's address names for a proxy (`trust proxy`), besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Which proxies' X-Forwarded-For decides the client address (and so the rate limits' key): a hop
 * count, or the proxies' addresses. Unset trusts none: a client cannot choose its own address.
 */
const TrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined) return false
    if (/^\d{1,2}$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isProxyAddress)) return entries
    ctx.addIssue({ code: 'custom', message: 'a hop count (1, 2) or comma-separated proxy addresses/CIDR ranges' })
    return z.NEVER
  })

const MIN_SECRET_LENGTH = 16

/** SESSION_SECRET's rotation list as the cookies use it: split on commas, trimmed, empty items dropped. */
export function sessionSecrets(value: string): string[] {
  return value
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean)
}

/** Loopback names: test hooks of a demo shop may open only there (nobody else can reach them). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost'])

/**
 * Where the shop listens when HOST is unset. A development shop or a demo (`npm start`) runs the
 * stand-ins, where anyone signs in as anyone: only this machine may reach it unless HOST opens it.
 * A production shop with its real services sits behind a proxy on another host: every interface.
 */
function hostOf(env: { HOST?: string | undefined; NODE_ENV: string; SHOP_DEMO: string }): string {
  if (env.HOST) return env.HOST
  return env.NODE_ENV === 'production' && env.SHOP_DEMO !== 'true' ? '0.0.0.0' : '127.0.0.1'
}

/** Whether a listening address is this machine's alone. */
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host) || host.startsWith('127.')

/** What production needs configured, since nothing may fall back to a stand-in (decision 023). */
const PRODUCTION_REQUIRED = [
  'V2_API_URL',
  'BFF_API_URL',
  'COMMUNITY_API_URL',
  'SEARCH_API_URL',
  'REVIEW_API_URL',
  'CONNECT_API_URL',
  'KAKAO_TOKEN_URL',
  'NAVER_TOKEN_URL',
  'APPLE_TOKEN_URL',
  'PUBLIC_URL',
  'SESSION_SECRET',
] as const

/**
 * Every environment variable the shop reads, validated once at start-up (docs/architecture.md, "2. Processes", configuration).
 * Unset backend URLs mean "start the embedded backend" (server.ts fills them in).
 */
const EnvObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback wherever the stand-ins may run (they sign anyone in), every interface otherwise. */
  HOST: z.string().min(1).optional(),
  /** The origin shoppers use; every absolute URL (OAuth redirect_uri) and the same-origin check use it, never Host. */
  PUBLIC_URL: PublicUrl.optional(),
  /**
   * `true`: a production build may run the embedded stand-ins (backend, OAuth, payment) for a
   * demonstration on plain http. Never for real shoppers.
   */
  SHOP_DEMO: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: TrustProxy,
  /** Worker processes of a clustered shop (server/cluster.ts); unset: one per core. */
  WEB_CONCURRENCY: z
    .string()
    .regex(/^\d+$/, 'a whole number of worker processes, 1 to 64')
    .transform(Number)
    .pipe(z.number().int().min(1, 'at least 1 worker').max(64, 'at most 64 workers'))
    .optional(),
  /**
   * Set by the shop itself for its workers: where its embedded backend process listens (the
   * stand-ins' pages are proxied there). Used only where the stand-ins are allowed.
   */
  EMBEDDED_BACKEND_URL: optionalUrl,
  V2_API_URL: optionalUrl,
  BFF_API_URL: optionalUrl,
  COMMUNITY_API_URL: optionalUrl,
  SEARCH_API_URL: optionalUrl,
  REVIEW_API_URL: optionalUrl,
  CONNECT_API_URL: optionalUrl,
  /**
   * A comma-separated rotation list (decision 020): the first seals and signs, every one opens and
   * verifies, so each must be a secret on its own. `a,<32 characters>` would seal with `a`.
   */
  SESSION_SECRET: z
    .string()
    .refine((value) => sessionSecrets(value).length > 0, 'at least one secret (comma-separated list to rotate)')
    .refine(
      (value) => sessionSecrets(value).every((secret) => secret.length >= MIN_SECRET_LENGTH),
      (value) => ({
        message: `every secret of the list at least ${MIN_SECRET_LENGTH} characters (secret ${
          sessionSecrets(value).findIndex((secret) => secret.length < MIN_SECRET_LENGTH) + 1
        } of ${sessionSecrets(value).length} is shorter)`,
      }),
    )
    .optional(),
  /**
   * The backend calls' default timeout (spec §9: 10 s, `TIMEOUTS.request`). The browser suite's
   * fault shop shortens it so a held call costs a second, not ten; §9's value stays the default.
   */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).optional(),
  SENTRY_DSN: optionalUrl,
  /** Spec §7: error logs are also posted as JSON to a logging service. */
  ERROR_LOG_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Rate limits, the refresh lock and cache invalidations shared by every shop process; unset: each process's memory. */
  REDIS_URL: RedisUrl.optional(),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
  /** Decision 062: `/metrics` on 127.0.0.1 at this port, for a scraper on the same machine; unset: no such port. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Decision 062: `/metrics` on the shop's own port to `Authorization: Bearer <this>`; unset: never there. */
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters (a random secret, as SESSION_SECRET)').optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(20),
  EMBEDDED_TEST_HOOKS: z.enum(['true', 'false']).default('false'),
  /** Seconds a guest's shareable page is kept by the host's micro-cache (decision 038); 0 turns it off. */
  MICRO_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** `npm run bench` only: opens /__bench/bare, the floor the pages' throughput is compared to. */
  BENCH_ROUTES: z.enum(['true', 'false']).default('false'),
  // Social sign-in (spec §2): each provider's OAuth endpoints and client. Unset with the
  // embedded backend means its stand-in providers.
  KAKAO_CLIENT_ID: z.string().min(1).default('petshop-kakao'),
  KAKAO_AUTHORIZE_URL: z.string().min(1).default('/oauth/kakao/authorize'),
  KAKAO_TOKEN_URL: optionalUrl,
  NAVER_CLIENT_ID: z.string().min(1).default('petshop-naver'),
  NAVER_AUTHORIZE_URL: z.string().min(1).default('/oauth/naver/authorize'),
  NAVER_TOKEN_URL: optionalUrl,
  APPLE_CLIENT_ID: z.string().min(1).default('petshop-apple'),
  APPLE_AUTHORIZE_URL: z.string().min(1).default('/oauth/apple/authorize'),
  APPLE_TOKEN_URL: optionalUrl,
  // Spec §1's third-party services in the browser: each is off unless its key is set
  // (app/domain/third-party.ts). The keys are public; they end up in the page.
  KAKAO_JS_KEY: z.string().min(1).optional(),
  CHANNEL_TALK_PLUGIN_KEY: z.string().min(1).optional(),
  AMPLITUDE_API_KEY: z.string().min(1).optional(),
  BRAZE_API_KEY: z.string().min(1).optional(),
  BRAZE_SDK_ENDPOINT: z.string().min(1).default('sdk.iad-05.braze.com'),
  AIRBRIDGE_APP: z.string().min(1).optional(),
  AIRBRIDGE_WEB_TOKEN: z.string().min(1).optional(),
  GA_MEASUREMENT_ID: z.string().min(1).optional(),
  NAVER_ANALYTICS_ID: z.string().min(1).optional(),
  META_PIXEL_ID: z.string().min(1).optional(),
  KAKAO_PIXEL_ID: z.string().min(1).optional(),
})

/** Every variable the shop reads (docs/configuration.md lists each; tests/unit/configuration-doc.test.ts holds it to that). */
export const ENV_NAMES = Object.keys(EnvObject.shape)

export const EnvSchema = EnvObject.superRefine((env, ctx) => {
  const demo = env.SHOP_DEMO === 'true'
  if (env.NODE_ENV === 'production') {
    // Only SESSION_SECRET is needed in a demo: the rest falls back to the stand-ins.
    for (const name of demo ? (['SESSION_SECRET'] as const) : PRODUCTION_REQUIRED) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required in production (SHOP_DEMO=true runs the stand-ins instead)' })
    }
    if (env.EMBEDDED_TEST_HOOKS === 'true' && !(demo && LOOPBACK_HOSTS.has(hostOf(env)))) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMBEDDED_TEST_HOOKS'],
        message: 'never in production (a SHOP_DEMO=true shop on a loopback HOST only)',
      })
    }
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'a port of its own, not the shop’s PORT (METRICS_TOKEN serves /metrics on PORT)',
    })
  }
  if (demo && env.PUBLIC_URL?.startsWith('https:')) {
    // A demo answers with stand-ins that sign anyone in: it must not look like a real shop.
    ctx.addIssue({
      code: 'custom',
      path: ['SHOP_DEMO'],
      message: 'a demo is never served on an https PUBLIC_URL (unset SHOP_DEMO or PUBLIC_URL)',
    })
  }
})
  // In development, tests and a demo the shop is where it listens.
  .transform((env) => ({ ...env, HOST: hostOf(env), PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }))

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the environment; the error names every bad variable so start-up failures are obvious. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, emptyToUndefined(v)]))
  const result = EnvSchema.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
}

export const SERVICES = ['v2', 'bff', 'community', 'search', 'review', 'connect'] as const
export type ServiceName = (typeof SERVICES)[number]

type ServiceEnvKey = 'V2_API_URL' | 'BFF_API_URL' | 'COMMUNITY_API_URL' | 'SEARCH_API_URL' | 'REVIEW_API_URL' | 'CONNECT_API_URL'
export const SERVICE_ENV: Record<ServiceName, ServiceEnvKey> = {
  v2: 'V2_API_URL',
  bff: 'BFF_API_URL',
  community: 'COMMUNITY_API_URL',
  search: 'SEARCH_API_URL',
  review: 'REVIEW_API_URL',
  connect: 'CONNECT_API_URL',
}

let cached: Env | undefined
/** The parsed environment, read on first use (after server.ts has filled in the embedded URLs). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export function serviceUrl(service: ServiceName): string {
  const url = getEnv()[SERVICE_ENV[service]]
  if (typeof url !== 'string') throw new EnvError(`${SERVICE_ENV[service]} is not set`)
  return url.replace(/\/+$/, '')
}

/** For tests that point the clients at mock servers. */
export function resetEnvForTests() {
  cached = undefined
}
