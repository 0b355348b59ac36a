import { json } from '@remix-run/node'
import { Honeypot, SpamError } from 'remix-utils/honeypot/server'
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
  } catch (error) {
    if (error instanceof SpamError) throw json({ code: 'BAD_REQUEST', message: MSG.error.spam }, { status: 400 })
    throw error
  }
}
