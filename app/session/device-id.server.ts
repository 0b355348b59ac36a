import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { parse as parseCookies } from 'cookie'
import { deviceIdOf, isKnownDevice } from '~/domain/session'
import { cookieSecrets, DEVICE_COOKIE } from './cookies.server'
import { derivedKey } from './derived-key.server'

/**
 * Device ids are the server's (spec §3 mobileDeviceId; docs/security.md). The id decides a
 * shopper's experiment buckets, so a shopper who could choose it could choose their variants
 * (`pd_device=default` used to turn every experiment on). The cookie carries `<id>.<mac>`: an
 * HMAC-SHA256 of the id under a key derived (HKDF) from SESSION_SECRET. Any secret of the rotation
 * list verifies, the first signs; an id without a valid mac, or the placeholder `default`, is no
 * device and the host issues a new one.
 */
const MAC_LENGTH = 22 // base64url characters: 128 bits

const keyOf = (secret: string) => derivedKey(secret, '', 'petshop device id v1')

const macOf = (id: string, secret: string) => createHmac('sha256', keyOf(secret)).update(id).digest('base64url').slice(0, MAC_LENGTH)

/** The cookie value for `id`, signed with the first secret. */
export function signDeviceId(id: string, secrets: string[] = cookieSecrets()): string {
  const [first] = secrets
  if (!first) throw new Error('no secret to sign a device id with')
  return `${id}.${macOf(id, first)}`
}

/** The id of a signed cookie value, or '' when it is unsigned, forged, or no device. */
export function verifyDeviceId(value: string | null | undefined, secrets: string[] = cookieSecrets()): string {
  const raw = deviceIdOf(value)
  const dot = raw.lastIndexOf('.')
  if (dot <= 0) return ''
  const id = raw.slice(0, dot)
  const mac = Buffer.from(raw.slice(dot + 1))
  if (!isKnownDevice(id) || mac.length !== MAC_LENGTH) return ''
  const valid = secrets.some((secret) => timingSafeEqual(Buffer.from(macOf(id, secret)), mac))
  return valid ? id : ''
}

/** The verified device id of a request's Cookie header, or ''. */
export function deviceIdFromCookies(cookieHeader: string | null | undefined): string {
  return verifyDeviceId(parseCookies(cookieHeader ?? '')[DEVICE_COOKIE])
}

/** A new device: its id and the cookie value to set. */
export function newDevice(): { id: string; cookieValue: string } {
  const id = randomUUID()
  return { id, cookieValue: signDeviceId(id) }
}
