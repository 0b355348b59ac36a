/**
 * The test files that replace a module with `vi.mock` (or `vi.doMock`). They run in processes of
 * their own; every other file shares its fork's loaded modules (vitest.config.ts, decision 058).
 * `tests/unit/module-mocking-tests.test.ts` fails when a file mocks a module and is not listed here.
 */
export const MODULE_MOCKING_TESTS = [
  'app/backends/subscription.server.test.ts',
  'app/error-reporting-sentry.server.test.ts',
  'server/metrics.test.ts',
  'server/one-request-start.test.ts',
] as const
