import { json } from '@remix-run/node'
import { Honeypot } from 'remix-utils/honeypot/server'
import { MSG } from '~/domain/messages'
import { cookieSecrets } from './cookies.server'

let honeypot: Honeypot | undefined
/** A hidden field bots fill in and people never see, plus a timestamp a bot cannot forge. */
export function getHoneypot() {
  honeypot ??= new Honeypot({ encryptionSeed: cookieSecrets()[0], validFromFieldName: 'from__confirm' })
  return honeypot
}

/** Refuses a public form a bot filled in: a 400 with a Korean message, nothing stored. */
export function checkHoneypot(formData: FormData) {
  try {
    getHoneypot().check(formData)
  } catch {
    // A SpamError, or a tampered timestamp that fails to decrypt (CryptoJS throws "Malformed UTF-8
    // data"): a bot's form either way, answered 400 rather than failing with a 500.
    throw json({ code: 'BAD_REQUEST', message: MSG.error.spam }, { status: 400 })
  }
}
