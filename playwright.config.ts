import { defineConfig, devices } from '@playwright/test'
import { deviceCookie } from './tests/e2e/helpers/device'
import { SHOP } from './tests/e2e/helpers/ports'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The embedded backends (the shops' and the fault proxies', which inherit this environment) hash
// passwords at scrypt N=2^12 instead of 2^17 (decision 036): each sign-in was 0.4 s of CPU.
process.env.PASSWORD_SCRYPT_LOG_N ??= '12'
/**
 * Browser workers, each with its own shops (tests/e2e/servers.ts). One by default: on the 2-core
 * CI machine two workers finished the suite in 10.6 min against 12.2 for one, but the CPU is the
 * limit there (load average near 10) and two CPU-starved tests met their 30 s timeout. A machine
 * with more cores sets E2E_WORKERS.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1)

/**
 * Real browsers against the built shop in production mode. Each worker has its own set of
 * servers (tests/e2e/servers.ts: the demo shop and its embedded backend with a fresh database, a
 * shop whose backends are unreachable, and one behind the fault proxy), so tests run in parallel
 * and never meet another worker's data; this file is loaded in every worker, where `SHOP` is that
 * worker's shop.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  globalSetup: './tests/e2e/servers.ts',
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Pixel 7'],
    baseURL: SHOP,
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
})
