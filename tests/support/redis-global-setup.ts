import { ensureRedis } from '../../scripts/ensure-redis.mjs'

/**
 * The unit run's Redis (vitest.config.ts): scripts/ensure-redis.mjs installs Debian's
 * redis-server when missing and starts the throwaway one on 127.0.0.1:$TEST_REDIS_PORT. The
 * shared-state tests read its URL from TEST_REDIS_URL and keep their keys apart with random names.
 */
export default async function setup() {
  process.env.TEST_REDIS_URL = await ensureRedis()
}
