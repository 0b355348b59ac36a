import { expect, test } from 'vitest'
import { commitAuth, readAuth } from './auth.server'
import { openSealed, seal } from './sealed-cookie.server'

const tokens = {
  accessToken: 'ACCESS-TOKEN-abc123',
  refreshToken: 'REFRESH-TOKEN-xyz789',
  tokenExpireDate: '2026-12-01T00:00:00.000Z',
  traceId: '',
}
const device = { deviceId: 'dev', osCode: 'P' as const }

/** Every way a reader could try to decode the cookie's value. */
function decodings(value: string): string[] {
  const raw = decodeURIComponent(value)
  return [
    raw,
    ...raw
      .split('.')
      .flatMap((part) => [Buffer.from(part, 'base64').toString('latin1'), Buffer.from(part, 'base64url').toString('latin1')]),
  ]
}

test('the session cookie of a signed-in shopper holds neither token, however it is decoded, and is not JSON', async () => {
  const setCookie = await commitAuth(tokens, 1, device)
  const value = setCookie.split(';')[0]?.split('=').slice(1).join('=') ?? ''
  expect(value.length).toBeGreaterThan(40)
  for (const text of decodings(value)) {
    expect(text).not.toContain(tokens.accessToken)
    expect(text).not.toContain(tokens.refreshToken)
    expect(() => JSON.parse(text)).toThrow()
  }
  // The shop itself still reads it.
  const auth = await readAuth(setCookie.split(';')[0] ?? null)
  expect(auth).toMatchObject({ session: tokens.accessToken, refreshToken: tokens.refreshToken, userId: 1 })
})

test('a tampered or foreign session cookie is no session, never an error', async () => {
  const pair = (await commitAuth(tokens, 1, device)).split(';')[0] ?? ''
  const [name, value = ''] = pair.split('=')
  const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`
  for (const cookie of [
    `${name}=${flipped}`,
    `${name}=${value.slice(0, -4)}`,
    `${name}=e30`,
    `${name}=%E0%A4%A`,
    `${name}=`,
    `${name}=v1.`,
  ]) {
    expect(await readAuth(cookie)).toBeNull()
  }
})

test('sealed under the first secret; every secret of the rotation list opens; others do not', () => {
  const sealed = seal({ a: 1 }, ['new-secret-0123456789', 'old-secret-0123456789'], 'petshop_session')
  expect(openSealed(sealed, ['new-secret-0123456789'], 'petshop_session')).toEqual({ a: 1 })
  const old = seal({ a: 2 }, ['old-secret-0123456789'], 'petshop_session')
  expect(openSealed(old, ['new-secret-0123456789', 'old-secret-0123456789'], 'petshop_session')).toEqual({ a: 2 })
  expect(openSealed(old, ['other-secret-0123456789'], 'petshop_session')).toBeNull()
  // Bound to the cookie's name: a value moved to another cookie does not open.
  expect(openSealed(sealed, ['new-secret-0123456789'], 'pd_other')).toBeNull()
  // A fresh nonce each time: the same data never seals to the same text.
  expect(seal({ a: 1 }, ['new-secret-0123456789'], 'petshop_session')).not.toBe(
    seal({ a: 1 }, ['new-secret-0123456789'], 'petshop_session'),
  )
})
