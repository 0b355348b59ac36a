import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * The backend suite once more, on a PostgreSQL server (`npm run test:backend:pg`): the global
 * setup starts the throwaway cluster of scripts/ensure-postgres.mjs and seeds a template database
 * that each test backend copies. The scripts' own tests (the Redis server) run here too.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['backend/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['backend/test/pg-global-setup.ts'],
  },
})
