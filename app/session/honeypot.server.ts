import { json } from '@remix-run/node'
import { Honeypot } from 'remix-utils/honeypot/server'
import * as MSG from '~/domain/messages'
import { cookieSecrets } from './cookies.server'
import { openSealed, seal } from './sealed-cookie.server'

/**
 * remix-utils' honeypot with its timestamp sealed by the shop's own AES-256-GCM (node:crypto, the
 * cookie seal of decision 020) instead of crypto-js, whose AES with a passphrase derives a key in
 * JavaScript on every call: the root loader makes one for every page, and crypto-js was 2–5 % of
 * a page's CPU (decision 040). Any secret of the rotation list opens it, as for cookies.
 */
class SealedHoneypot extends Honeypot {
  protected override encrypt(value: string): string {
    return seal(value, cookieSecrets(), HONEYPOT_SEAL)
  }
  protected override decrypt(value: string): string {
    const opened = openSealed(value, cookieSecrets(), HONEYPOT_SEAL)
    return typeof opened === 'string' ? opened : ''
  }
}
const HONEYPOT_SEAL = 'honeypot from__confirm'

let honeypot: Honeypot | undefined
/** A hidden field bots fill in and people never see, plus a timestamp a bot cannot forge. */
export function getHoneypot() {
  honeypot ??= new SealedHoneypot({ validFromFieldName: 'from__confirm' })
  return honeypot
}

/** Refuses a public form a bot filled in: a 400 with a Korean message, nothing stored. */
export function checkHoneypot(formData: FormData) {
  try {
    getHoneypot().check(formData)
  } catch {
    // A SpamError (a filled trap, or a timestamp that does not open, is not a time or is in the
    // future): a bot's form, answered 400 rather than failing with a 500.
    throw json({ code: 'BAD_REQUEST', message: MSG.error.spam }, { status: 400 })
  }
}
