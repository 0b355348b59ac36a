import { hashPassword } from '../auth/passwords'

let shared: Promise<string> | undefined

/**
 * The hash every seeded member with a password shares: DEMO_PASSWORD at today's scrypt cost, made
 * once per process. One run of N=2^17 costs about 250 ms and 128 MB; five of them made the seed
 * (and every test backend) slower by about a second. Members' rows sharing one salt is harmless
 * here: they share the published demo password anyway. The salt comes from the first caller's
 * seeded generator, so the seed stays reproducible.
 */
export function sharedDemoHash(password: string, saltHex: string): Promise<string> {
  shared ??= hashPassword(password, saltHex)
  return shared
}
