import { defineConfig } from 'vitest/config'
import base, { suiteProjects } from './vitest.config'

/**
 * The backend suite once more, on a PostgreSQL server (`npm run test:backend:pg`): the global
 * setup starts the throwaway cluster of scripts/ensure-postgres.mjs and seeds a template database
 * that each test backend copies. The scripts' own tests (the Redis server) run here too.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: ['backend/test/pg-global-setup.ts'],
    projects: suiteProjects(['backend/**/*.test.ts', 'scripts/**/*.test.ts']),
  },
})
