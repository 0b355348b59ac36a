import { expect, test } from 'vitest'
import { newDevice, signDeviceId, verifyDeviceId } from './device-id.server'

const SECRETS = ['first-secret-of-sixteen', 'older-secret-of-sixteen']

test('a device id the server signed is read back; one the shopper chose is no device', () => {
  const signed = signDeviceId('3f0c1c2e-8b7a-4f7e-9a51-0d6b2c9e4a10', SECRETS)
  expect(verifyDeviceId(signed, SECRETS)).toBe('3f0c1c2e-8b7a-4f7e-9a51-0d6b2c9e4a10')
  // What a shopper can write into the cookie by hand: a bare id, the placeholder, a forged mac.
  for (const forged of [
    '3f0c1c2e-8b7a-4f7e-9a51-0d6b2c9e4a10',
    'default',
    'e2e-device-2',
    `${'x'.repeat(36)}.${'A'.repeat(22)}`,
    '',
    undefined,
  ]) {
    expect(verifyDeviceId(forged, SECRETS)).toBe('')
  }
  // Another id with this id's mac, or the mac cut short.
  expect(verifyDeviceId(signed.replace('3f0c', '3f0d'), SECRETS)).toBe('')
  expect(verifyDeviceId(signed.slice(0, -1), SECRETS)).toBe('')
})

test('`default` is no device even when signed', () => {
  expect(verifyDeviceId(signDeviceId('default', SECRETS), SECRETS)).toBe('')
})

test('every secret of the rotation list verifies; a secret no longer listed does not', () => {
  const byOld = signDeviceId('device-1', ['older-secret-of-sixteen'])
  expect(verifyDeviceId(byOld, SECRETS)).toBe('device-1')
  expect(verifyDeviceId(byOld, ['first-secret-of-sixteen'])).toBe('')
})

test('new devices are random and signed with the configured secret', () => {
  const a = newDevice()
  const b = newDevice()
  expect(a.id).not.toBe(b.id)
  expect(a.id).toMatch(/^[0-9a-f-]{36}$/)
  expect(verifyDeviceId(a.cookieValue)).toBe(a.id)
})
