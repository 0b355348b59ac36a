import { defineConfig, devices } from '@playwright/test'
import { deviceCookie } from './tests/e2e/helpers/device'
import { FAULT_SLOW_MS, FAULT_TIMEOUT_MS } from './tests/e2e/helpers/faults'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const BROKEN_PORT = PORT + 1
const FAULT_PROXY_PORT = PORT + 2
const FAULT_SHOP_PORT = PORT + 3
const FAULT_PROXY = `http://127.0.0.1:${FAULT_PROXY_PORT}`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The embedded backends (the shop's and the fault proxy's, which inherit this environment) hash
// passwords at scrypt N=2^12 instead of 2^17 (decision 036): each sign-in was 0.4 s of CPU.
process.env.PASSWORD_SCRYPT_LOG_N ??= '12'

/**
 * Real browser against the built shop and its embedded backend (a fresh database per run), plus
 * a second shop whose backends are unreachable, for the error screens of spec §8, and a third
 * whose backends sit behind the fault proxy (tests/fault-proxy), which breaks one service at a
 * time on command (tests/e2e/backend-faults.spec.ts).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    // A known device: the experiments are chosen per device, and this one has the community on
    // (tests of a device without it set their own cookie).
    storageState: { cookies: [deviceCookie('e2e-device-2')], origins: [] },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile-chromium' }],
  webServer: [
    {
      command: 'node build/server.js',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // A production build on the embedded stand-ins (OAuth, payment, SMS outbox): a demo shop.
        SHOP_DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        DATA_DIR: 'memory://',
        LOG_REQUESTS: 'false',
        EMBEDDED_TEST_HOOKS: 'true',
        // One worker (decision 021): the specs' shop-side state lives in that process (the caches
        // /__test/caches/clear empties, the rate limits in memory without Redis); with two, a
        // clear or a count would reach one worker of two.
        WEB_CONCURRENCY: '1',
        // Every test signs in from 127.0.0.1; the limit itself is tested on the second shop.
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        RATE_LIMIT_WRITES_PER_MINUTE: '10000',
        // V2's daily certification keys per client address: every test shopper is 127.0.0.1.
        CERTIFICATION_SENDS_PER_CLIENT_PER_DAY: '1000000',
        // Keys of the two lazily loaded SDKs (tests/e2e/third-party.spec.ts plays their scripts).
        KAKAO_JS_KEY: 'e2e-kakao-key',
        CHANNEL_TALK_PLUGIN_KEY: 'e2e-channel-plugin',
      },
    },
    {
      command: 'node build/server.js',
      url: `http://127.0.0.1:${BROKEN_PORT}/healthz`,
      reuseExistingServer: false,
      // Its backends are down on purpose: the errors it logs are the expected ones.
      stderr: 'ignore',
      timeout: 120_000,
      env: {
        PORT: String(BROKEN_PORT),
        HOST: '127.0.0.1',
        // A true production configuration (no demo, no stand-in, no test hook): every service is set.
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${BROKEN_PORT}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        LOG_REQUESTS: 'false',
        // Its sign-in limit of 3 is counted in memory, per process: one worker.
        WEB_CONCURRENCY: '1',
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
        // Port 9 (discard) refuses connections: every backend is down.
        V2_API_URL: 'http://127.0.0.1:9/v2',
        BFF_API_URL: 'http://127.0.0.1:9/bff',
        COMMUNITY_API_URL: 'http://127.0.0.1:9/community',
        SEARCH_API_URL: 'http://127.0.0.1:9/search',
        REVIEW_API_URL: 'http://127.0.0.1:9/review',
        CONNECT_API_URL: 'http://127.0.0.1:9/connect',
        KAKAO_TOKEN_URL: 'http://127.0.0.1:9/oauth/kakao/token',
        NAVER_TOKEN_URL: 'http://127.0.0.1:9/oauth/naver/token',
        APPLE_TOKEN_URL: 'http://127.0.0.1:9/oauth/apple/token',
      },
    },
    {
      // The embedded backend (its own in-memory database) behind the fault proxy.
      command: 'node --import tsx tests/fault-proxy/server.ts',
      url: `${FAULT_PROXY}/__faults`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(FAULT_PROXY_PORT), FAULT_SLOW_MS: String(FAULT_SLOW_MS) },
    },
    {
      // A shop that needs none of its backends to start, so it may come up before the proxy.
      command: 'node build/server.js',
      url: `http://127.0.0.1:${FAULT_SHOP_PORT}/healthz`,
      reuseExistingServer: false,
      // It meets broken backends on purpose: the errors it logs are the expected ones.
      stderr: 'ignore',
      timeout: 120_000,
      env: {
        PORT: String(FAULT_SHOP_PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // Its services are the proxy's stand-ins and it opens a test hook: a demo shop.
        SHOP_DEMO: 'true',
        PUBLIC_URL: `http://127.0.0.1:${FAULT_SHOP_PORT}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        LOG_REQUESTS: 'false',
        // Only for /__test/caches/clear: each case starts cold (the proxy owns the database).
        EMBEDDED_TEST_HOOKS: 'true',
        // Three web analytics kinds on, the others off (tests/e2e/tracking.spec.ts plays their SDKs).
        GA_MEASUREMENT_ID: 'G-E2E',
        META_PIXEL_ID: 'e2e-pixel',
        AMPLITUDE_API_KEY: 'e2e-amplitude',
        // The caches that clear empties are one process's.
        WEB_CONCURRENCY: '1',
        // A held (`slow`) call gives up after this instead of §9's 10 s (tests/e2e/helpers/faults.ts).
        BACKEND_TIMEOUT_MS: String(FAULT_TIMEOUT_MS),
        V2_API_URL: `${FAULT_PROXY}/v2`,
        BFF_API_URL: `${FAULT_PROXY}/bff`,
        COMMUNITY_API_URL: `${FAULT_PROXY}/community`,
        SEARCH_API_URL: `${FAULT_PROXY}/search`,
        REVIEW_API_URL: `${FAULT_PROXY}/review`,
        CONNECT_API_URL: `${FAULT_PROXY}/connect`,
        // Sign in with Apple against Apple itself, so its JS SDK is in play (tests/e2e/apple-sdk.spec.ts).
        APPLE_CLIENT_ID: 'e2e-apple-client',
        APPLE_AUTHORIZE_URL: 'https://appleid.apple.com/auth/authorize',
        APPLE_TOKEN_URL: `${FAULT_PROXY}/oauth/apple/token`,
      },
    },
  ],
})
