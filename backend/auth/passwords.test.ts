import { availableParallelism } from 'node:os'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../http/errors'
import { hashPassword, passwordHashLoad, verifyPassword } from './passwords'

afterEach(() => vi.unstubAllEnvs())

describe('password hashing under a burst', () => {
  it('hashes one per core and queues the rest up to PASSWORD_HASH_QUEUE; past it, 503 SERVICE_MAINTENANCE at once', async () => {
    vi.stubEnv('PASSWORD_HASH_QUEUE', '2')
    const cores = Math.max(1, availableParallelism())
    const settled: string[] = []
    const burst = Array.from({ length: cores + 5 }, (_, i) =>
      hashPassword(`password ${i}`).then(
        () => settled.push('hashed'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(HttpError)
          expect(error).toMatchObject({ status: 503, code: 'SERVICE_MAINTENANCE' })
          settled.push('refused')
        },
      ),
    )
    expect(passwordHashLoad()).toEqual({ active: cores, waiting: 2 })
    await Promise.all(burst)
    expect(settled.filter((s) => s === 'hashed')).toHaveLength(cores + 2)
    // The refused ones were told before any hash was done, not after waiting their turn.
    expect(settled.slice(0, 3)).toEqual(['refused', 'refused', 'refused'])
    expect(passwordHashLoad()).toEqual({ active: 0, waiting: 0 })
  })

  it('a check waits its turn like a hash and still answers', async () => {
    const stored = await hashPassword('correct horse')
    const checks = await Promise.all(Array.from({ length: 6 }, (_, i) => verifyPassword(i % 2 ? 'correct horse' : 'wrong', stored)))
    expect(checks).toEqual([false, true, false, true, false, true])
  })
})
