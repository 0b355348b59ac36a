import { describe, expect, it } from 'vitest'
import { ensureRedis, pingRedis, redisPort, redisUrl } from './ensure-redis.mjs'

// In the server run (`npm run test:backend:pg`): the Redis the shared-state work tests against.
describe('scripts/ensure-redis.mjs', () => {
  it('installs and starts redis-server on loopback, answers PONG, and reuses the running one', async () => {
    const url = await ensureRedis()
    expect(url).toBe(redisUrl())
    expect(url).toBe(`redis://127.0.0.1:${redisPort()}`)
    expect(await pingRedis()).toBe(true)
    expect(await ensureRedis()).toBe(url)
  }, 120_000)
})
