import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { hashPassword, needsRehash, verifyPassword } from './passwords'

/** Wrong passwords an account may give before each further one waits (per-account throttling). */
export const FREE_FAILURES = 5
/** The longest wait: the 15th failure and every one after it. */
export const MAX_WAIT_S = 15 * 60

/**
 * A count with no try for a day is forgotten: the account starts afresh, and rows of unknown
 * e-mails (anyone can make those) do not pile up.
 */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000

/** The wait after `failures` failures: none up to 4, then 1 s, 2 s, 4 s … at most 15 minutes. */
export function waitSeconds(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_S, 2 ** (failures - FREE_FAILURES))
}

export type PasswordHolder = { user_id: number; password_hash: string | null }

/**
 * An unknown member or one without a password still costs one scrypt run, so the answer's timing
 * does not tell which e-mails are members. Made once, lazily: the seed must not pay for it.
 */
let decoy: Promise<string> | undefined
const decoyHash = () => {
  decoy ??= hashPassword('decoy password, never matches')
  return decoy
}

/** 429 with the seconds to wait; the shop words it for its screen, the message is V2's own. */
export function tooManyAttempts(retryAfter: number): HttpError {
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', `비밀번호를 여러 번 잘못 입력했어요. ${retryAfter}초 후에 다시 시도해 주세요.`, {
    retry_after: retryAfter,
  })
}

/**
 * Takes one try off the account before the password is checked: one statement that counts the
 * try and sets the wait the count calls for, or refuses while a wait runs. Counting first is what
 * makes parallel guesses useless: the sixth of twelve concurrent tries already finds the wait.
 */
async function claimTry(db: Queryable, key: string, now: Date): Promise<void> {
  // A few idle counts at a time (this key's among them), so the cost per check stays flat.
  await db.query(
    `delete from password_throttle where key in (
       select key from password_throttle where updated_at < $1 and (locked_until is null or locked_until <= $2)
        order by updated_at limit 20)`,
    [new Date(now.getTime() - FORGET_AFTER_MS).toISOString(), now.toISOString()],
  )
  const claimed = await db.query<{ failures: number }>(
    `insert into password_throttle as t (key, failures, locked_until, updated_at) values ($1, 1, null, $2)
     on conflict (key) do update
       set failures = t.failures + 1,
           locked_until = case when t.failures + 1 >= $3 then $2::timestamptz + make_interval(secs => least($4, power(2, t.failures + 1 - $3))) end,
           updated_at = $2
     where t.locked_until is null or t.locked_until <= $2
     returning failures`,
    [key, now.toISOString(), FREE_FAILURES, MAX_WAIT_S],
  )
  if (claimed.length > 0) return
  const [row] = await db.query<{ locked_until: Date }>('select locked_until from password_throttle where key = $1', [key])
  const wait = row ? Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000) : 1
  throw tooManyAttempts(Math.max(1, wait))
}

/**
 * Every password check of V2 goes through here: sign-in, linking a provider account,
 * re-authentication before a change of number or password, and withdrawal. They share one count
 * per account (its id; an unknown e-mail is counted under the e-mail, so a refusal never tells
 * whether someone is a member), kept in the database, whatever address the tries come from.
 *
 * Answers whether the password is right; throws 429 TOO_MANY_ATTEMPTS while the account waits.
 * A right password forgets the failures and replaces a hash made at an older scrypt cost.
 */
export async function checkPassword(
  db: Queryable,
  user: PasswordHolder | undefined,
  password: string,
  now: Date,
  unknownEmail?: string,
): Promise<boolean> {
  const key = user ? `user:${user.user_id}` : unknownEmail ? `email:${unknownEmail.toLowerCase()}` : null
  if (key) await claimTry(db, key, now)
  const stored = user?.password_hash ?? null
  if (!user || !stored) {
    await verifyPassword(password, await decoyHash())
    return false
  }
  if (!(await verifyPassword(password, stored))) return false
  await db.query('delete from password_throttle where key = $1', [key])
  if (needsRehash(stored)) {
    // Only over the hash that was checked: a password changed meanwhile stays as it is.
    await db.query('update users set password_hash = $3 where user_id = $1 and password_hash = $2', [
      user.user_id,
      stored,
      await hashPassword(password),
    ])
  }
  return true
}
