import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { MODULE_MOCKING_TESTS } from './tests/support/module-mocking-tests'

// Every sign-in of the suites hashed at scrypt N=2^17 (about 0.4 s of CPU each); the test
// backends hash at 2^12 and password-security.test.ts proves the real cost (decision 036).
// Set here, not in `test.env`, so the global setup's seeded template gets it too.
process.env.PASSWORD_SCRYPT_LOG_N ??= '12'

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) }

/**
 * The suite's files in two projects (decision 058). Most run in forks that go from file to file on
 * the modules they have already loaded (`isolate: false`): a fresh process and module graph per
 * file cost a third of the suite's CPU. The few files that replace a module with `vi.mock` need
 * modules of their own, so they run isolated (tests/support/module-mocking-tests.ts, held by a test).
 */
export function suiteProjects(include: string[]): TestProjectInlineConfiguration[] {
  const test = { environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 } as const
  const mocking = MODULE_MOCKING_TESTS.filter((file) => include.some((glob) => file.startsWith(glob.split('*')[0] ?? '')))
  return [
    {
      resolve: { alias },
      test: { ...test, name: 'shared', include, exclude: [...configDefaults.exclude, ...mocking], pool: 'forks' },
    },
    ...(mocking.length > 0 ? [{ resolve: { alias }, test: { ...test, name: 'isolated', include: mocking, pool: 'threads' } }] : []),
  ]
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's pools take their isolation from here, not from a project: the shared project runs in
    // forks that go from file to file, the isolated one in threads that start afresh for each file.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    // Vitest's default is one fork fewer than the cores: a single fork on the 2-core CI machine.
    // Each file waits on its own embedded backend much of the time, so two forks on two cores ran
    // the suite in 320 s against 443 s, with the same results.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The shared-state tests (REDIS_URL) run against a real Redis server; backend tests start from
    // one migrated, seeded database template.
    globalSetup: ['tests/support/redis-global-setup.ts', 'tests/support/pglite-template-setup.ts'],
    reporters: ['default'],
    projects: suiteProjects([
      'app/**/*.test.{ts,tsx}',
      'backend/**/*.test.ts',
      'load/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
    ]),
  },
})
