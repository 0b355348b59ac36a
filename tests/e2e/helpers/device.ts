import { signDeviceId } from '../../../app/session/device-id.server'

/** The SESSION_SECRET every shop of the e2e run is started with (playwright.config.ts). */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production'

/**
 * A device id as the shop itself would have issued it: the cookie value signed with the e2e
 * secret. Tests choose known devices (their experiment buckets are known); an unsigned id would
 * be replaced by the shop like any id a shopper chose.
 */
export const signedDevice = (id: string) => signDeviceId(id, [E2E_SESSION_SECRET])

/** The device cookie of a known device, for a browser context's storage state or addCookies. */
export const deviceCookie = (id: string) => ({
  name: 'pd_device',
  value: signedDevice(id),
  domain: '127.0.0.1',
  path: '/',
  expires: -1,
  httpOnly: true,
  secure: false,
  sameSite: 'Lax' as const,
})
