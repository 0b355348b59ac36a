import { randomInt, timingSafeEqual } from 'node:crypto'
import { after, type Ctx } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { fieldError, type Reason } from './reasons'

export type Purpose = 'SIGNUP' | 'FIND' | 'CHANGE'

/** Contract: keys live 180 s, 5 wrong tries kill one, 5 sends per number per hour. */
export const KEY_TTL_S = 180
const MAX_ATTEMPTS = 5
const SENDS_PER_HOUR = 5
const HOUR_MS = 60 * 60 * 1000
/**
 * Against farming (docs/security.md): besides the hourly 5, at most 10 keys a day to one number and 100 a day
 * to one client address (the shopper's, which the shop forwards as X-Client-Ip), both over the
 * last 24 hours. 100 because many shoppers can share one address (mobile carriers, offices);
 * CERTIFICATION_SENDS_PER_CLIENT_PER_DAY raises it where one machine plays every shopper (e2e, load).
 */
export const SENDS_PER_NUMBER_PER_DAY = 10
const DAY_MS = 24 * HOUR_MS
export function sendsPerClientPerDay(): number {
  const configured = Number(process.env.CERTIFICATION_SENDS_PER_CLIENT_PER_DAY)
  return Number.isInteger(configured) && configured > 0 ? configured : 100
}
/** A verified key stays usable this long, so filling in the rest of the form after 180 s still works. */
const VERIFIED_USE_MS = 30 * 60 * 1000
/** Any fixed number: serialises sends per number so the hourly limit cannot be raced. */
const SEND_LOCK = 724_010

type CertificationRow = {
  purpose: Purpose
  certification_key: string
  expires_at: Date
  attempts: number
  verified_at: Date | null
  consumed: boolean
  form_digest: string | null
  made_user_id: number | null
}

const ROW_COLUMNS = 'purpose, certification_key, expires_at, attempts, verified_at, consumed, form_digest, made_user_id'

/** Seconds until the oldest of `limit` sends leaves its window, or null while under the limit. */
function waitFor(sent: readonly Date[], limit: number, windowMs: number, now: Date): number | null {
  if (sent.length < limit) return null
  // `sent` is newest first: the send that must age out is the limit-th newest.
  const leaving = sent[limit - 1]
  if (!leaving) return null
  return Math.max(1, Math.ceil((leaving.getTime() + windowMs - now.getTime()) / 1000))
}

/**
 * When the last `limit` answers to a send went to a number or came from a client address, newest
 * first: keys, and the notices a member's number gets instead (they cost an SMS just the same).
 */
async function keysSentWithinADay(
  tx: Queryable,
  column: 'mobile_no' | 'client_ip',
  value: string,
  limit: number,
  now: Date,
): Promise<Date[]> {
  const rows = await tx.query<{ sent_at: Date }>(
    `select sent_at from sms_outbox where ${column} = $1 and answers_request and sent_at > $2
      order by sent_at desc limit $3`,
    [value, after(now, -DAY_MS), limit],
  )
  return rows.map((row) => row.sent_at)
}

/**
 * Sends a new 5-digit key to the outbox; it replaces the number's previous key. `clientIp` is
 * the shopper's address, counted for the daily cap per address (null: not counted).
 */
export async function sendCertification(
  ctx: Ctx,
  mobileNo: string,
  purpose: Purpose,
  clientIp: string | null = null,
): Promise<{ expires_in: number }> {
  const now = ctx.now()
  const refusal = await ctx.db.transaction(async (tx): Promise<{ retryAfter: number; daily: boolean } | null> => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK, mobileNo])
    if (clientIp) await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK, `ip:${clientIp}`])
    const toNumber = await keysSentWithinADay(tx, 'mobile_no', mobileNo, SENDS_PER_NUMBER_PER_DAY, now)
    const hourly = waitFor(
      toNumber.filter((at) => at.getTime() > now.getTime() - HOUR_MS),
      SENDS_PER_HOUR,
      HOUR_MS,
      now,
    )
    if (hourly !== null) return { retryAfter: hourly, daily: false }
    const daily = waitFor(toNumber, SENDS_PER_NUMBER_PER_DAY, DAY_MS, now)
    if (daily !== null) return { retryAfter: daily, daily: true }
    if (clientIp) {
      const limit = sendsPerClientPerDay()
      const fromClient = await keysSentWithinADay(tx, 'client_ip', clientIp, limit, now)
      const perClient = waitFor(fromClient, limit, DAY_MS, now)
      if (perClient !== null) return { retryAfter: perClient, daily: true }
    }
    // Keys may start with 0: 00000–99999 from the CSPRNG.
    const key = String(randomInt(0, 100_000)).padStart(5, '0')
    const member = purpose === 'SIGNUP' ? await memberOf(tx, mobileNo) : null
    // A member's number gets the same key row (never sent), so a wrong key and five wrong tries
    // answer exactly as for anyone else: nothing on the page tells a member's number apart.
    await tx.query(
      `insert into certifications (mobile_no, purpose, certification_key, expires_at, attempts, verified_at, consumed, created_at)
       values ($1, $2, $3, $4, 0, null, false, $5)
       on conflict (mobile_no) do update set purpose = excluded.purpose, certification_key = excluded.certification_key,
         expires_at = excluded.expires_at, attempts = 0, verified_at = null, consumed = false, created_at = excluded.created_at,
         form_digest = null, made_user_id = null`,
      [mobileNo, purpose, key, after(now, KEY_TTL_S * 1000), now.toISOString()],
    )
    await tx.query(
      'insert into sms_outbox (mobile_no, text, certification_key, sent_at, client_ip, answers_request) values ($1, $2, $3, $4, $5, true)',
      [
        mobileNo,
        member ? memberNotice(member) : `[펫샵] 인증번호 [${key}]를 입력해 주세요. 타인에게 절대 알려주지 마세요.`,
        member ? null : key,
        now.toISOString(),
        clientIp,
      ],
    )
    return null
  })
  if (refusal) {
    // DAILY_LIMIT tells the shop to say "today" rather than "in a moment".
    throw new HttpError(429, 'TOO_MANY_REQUESTS', undefined, {
      retry_after: refusal.retryAfter,
      ...(refusal.daily ? { reason: 'DAILY_LIMIT' } : {}),
    })
  }
  return { expires_in: KEY_TTL_S }
}

/** How the member with this number signs in, or null: withdrawn members' numbers may join again (signup.ts). */
async function memberOf(tx: Queryable, mobileNo: string): Promise<{ channel: string } | null> {
  const [row] = await tx.query<{ signup_channel: string }>(
    `select signup_channel from users where mobile_no = $1 and status <> 'WITHDRAWN' order by user_id limit 1`,
    [mobileNo],
  )
  return row ? { channel: row.signup_channel } : null
}

const SIGN_IN_WITH: Record<string, string> = {
  EMAIL: '이메일 로그인',
  KAKAO: '카카오 로그인',
  NAVER: '네이버 로그인',
  APPLE: 'Apple 로그인',
}

/**
 * Decision 026: a sign-up key asked for a member's number. The refusal goes to the
 * phone, where only its holder reads it, and points to 아이디 찾기; the page says 인증번호를
 * 보냈어요 for every number, so whoever typed it learns nothing (no account enumeration).
 */
export function memberNotice({ channel }: { channel: string }): string {
  const how = SIGN_IN_WITH[channel] ?? SIGN_IN_WITH.EMAIL
  return `[펫샵] 이 번호로 가입한 계정(${how})이 이미 있어요. 새로 가입하지 않아도 돼요. 로그인 화면의 '아이디 찾기'에서 계정을 확인해 주세요. 요청한 적이 없다면 이 문자는 무시해 주세요.`
}

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The checks every use of a key makes, inside the transaction that locked its row: a live (or,
 * unless `verify`, recently verified) key with tries left, and the right one. A wrong key counts
 * against the 5 tries. Null when the key is right.
 */
async function checkRow(
  tx: Queryable,
  row: CertificationRow,
  mobileNo: string,
  key: string,
  now: Date,
  verify: boolean,
): Promise<Reason | null> {
  const live = row.expires_at > now
  const recentlyVerified = row.verified_at !== null && row.verified_at.getTime() + VERIFIED_USE_MS > now.getTime()
  if (row.attempts >= MAX_ATTEMPTS || !(live || (!verify && recentlyVerified))) return 'CERTIFICATION_EXPIRED'
  if (!sameKey(row.certification_key, key)) {
    await tx.query('update certifications set attempts = attempts + 1 where mobile_no = $1', [mobileNo])
    return row.attempts + 1 >= MAX_ATTEMPTS ? 'CERTIFICATION_EXPIRED' : 'CERTIFICATION_INVALID'
  }
  return null
}

const lockedRow = async (tx: Queryable, mobileNo: string) =>
  (await tx.query<CertificationRow>(`select ${ROW_COLUMNS} from certifications where mobile_no = $1 for update`, [mobileNo]))[0]

/**
 * Checks a key and records the try. A wrong key counts against the 5 tries even when the call
 * that carried it fails, so the count is written in its own statement before anything throws.
 * `verify` marks the key verified; otherwise the key must have been verified recently or still
 * be live, and `purposes` lists what it may have been sent for.
 */
export async function checkCertification(
  ctx: Ctx,
  mobileNo: string,
  key: string,
  { purposes, verify = false, field = 'certification_key' }: { purposes?: readonly Purpose[]; verify?: boolean; field?: string } = {},
): Promise<void> {
  const now = ctx.now()
  const reason = await ctx.db.transaction(async (tx): Promise<Reason | null> => {
    const row = await lockedRow(tx, mobileNo)
    if (!row || row.consumed || (purposes && !purposes.includes(row.purpose))) return 'CERTIFICATION_REQUIRED'
    // A sign-up key bound to a form answers no other use (decision 042).
    if (row.form_digest !== null) return 'CERTIFICATION_USED'
    const wrong = await checkRow(tx, row, mobileNo, key, now, verify)
    if (wrong) return wrong
    if (verify) await tx.query('update certifications set verified_at = $2 where mobile_no = $1', [mobileNo, now.toISOString()])
    return null
  })
  if (reason) throw fieldError(reason, field)
}

/**
 * Sign-up's use of a key (decision 042): a key answers one sign-up form. The first form that
 * passes the key's check binds the key to itself (`digest`, of everything but the password),
 * whatever the sign-up answers after that, so the key tells nothing about another e-mail,
 * number or nickname: those get CERTIFICATION_USED, members' and strangers' alike. The same
 * form again is the same submission (a double-click, 가입하기 again after a slow answer): it is
 * checked as the first was. Answers the member that form already made, or null.
 */
export async function claimSignupCertification(
  ctx: Ctx,
  mobileNo: string,
  key: string,
  digest: string,
  field = 'certification_key',
): Promise<{ madeUserId: number | null }> {
  const now = ctx.now()
  const answer = await ctx.db.transaction(async (tx): Promise<Reason | { madeUserId: number | null }> => {
    const row = await lockedRow(tx, mobileNo)
    if (row?.purpose !== 'SIGNUP') return 'CERTIFICATION_REQUIRED'
    if (row.made_user_id !== null) {
      return row.form_digest === digest && sameKey(row.certification_key, key) ? { madeUserId: row.made_user_id } : 'CERTIFICATION_USED'
    }
    if (row.consumed) return 'CERTIFICATION_REQUIRED'
    const wrong = await checkRow(tx, row, mobileNo, key, now, false)
    if (wrong) return wrong
    if (row.form_digest !== null && row.form_digest !== digest) return 'CERTIFICATION_USED'
    if (row.form_digest === null) await tx.query('update certifications set form_digest = $2 where mobile_no = $1', [mobileNo, digest])
    return { madeUserId: null }
  })
  if (typeof answer === 'string') throw fieldError(answer, field)
  return answer
}

/** The member a sign-up form made with this key, or null: a repeat of that form signs in as it (decision 042). */
export async function memberMadeBy(db: Queryable, mobileNo: string, key: string, digest: string): Promise<number | null> {
  const [row] = await db.query<{ made_user_id: number }>(
    `select made_user_id from certifications
      where mobile_no = $1 and certification_key = $2 and form_digest = $3 and made_user_id is not null`,
    [mobileNo, key, digest],
  )
  return row?.made_user_id ?? null
}

/**
 * Spends a sign-up key on the member its form made, inside the sign-up's transaction. Only one
 * of two concurrent sign-ups finds it unspent.
 */
export async function spendSignupCertification(
  tx: Queryable,
  mobileNo: string,
  key: string,
  digest: string,
  userId: number,
): Promise<void> {
  const rows = await tx.query(
    `update certifications set consumed = true, made_user_id = $4
      where mobile_no = $1 and certification_key = $2 and form_digest = $3 and not consumed returning mobile_no`,
    [mobileNo, key, digest, userId],
  )
  if (rows.length === 0) throw fieldError('CERTIFICATION_USED', 'certification_key')
}

/**
 * Uses the key up, inside the transaction of what it authorised. Only one of two concurrent
 * uses of the same key finds it unconsumed.
 */
export async function consumeCertification(tx: Queryable, mobileNo: string, key: string, field = 'certification_key'): Promise<void> {
  const rows = await tx.query(
    `update certifications set consumed = true
      where mobile_no = $1 and certification_key = $2 and not consumed returning mobile_no`,
    [mobileNo, key],
  )
  if (rows.length === 0) throw fieldError('CERTIFICATION_REQUIRED', field)
}
