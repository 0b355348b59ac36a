import { randomBytes, randomInt } from 'node:crypto'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import type { Provider, ProviderCode } from './providers'

/** An account at the provider, as the stand-in keeps it. */
export type ProviderAccount = {
  social_account_id: number
  provider: ProviderCode
  provider_user_id: string
  email: string
  nickname: string
  user_id: number | null
}

const COLUMNS = 'social_account_id, provider, provider_user_id, email, nickname, user_id'
/** The consent page lists at most this many; accounts made with the page's form join the list. */
const LISTED = 30

export async function listProviderAccounts(db: Queryable, provider: ProviderCode): Promise<ProviderAccount[]> {
  return db.query<ProviderAccount>(
    `select ${COLUMNS} from social_accounts where provider = $1 order by social_account_id limit ${LISTED}`,
    [provider],
  )
}

export async function findProviderAccount(
  db: Queryable,
  provider: ProviderCode,
  providerUserId: string,
): Promise<ProviderAccount | undefined> {
  const [row] = await db.query<ProviderAccount>(`select ${COLUMNS} from social_accounts where provider = $1 and provider_user_id = $2`, [
    provider,
    providerUserId,
  ])
  return row
}

/** Ids in each provider's own style, so nothing downstream can assume one format. */
export function providerUserId(provider: ProviderCode): string {
  if (provider === 'KAKAO') return String(randomInt(1_000_000_000, 9_999_999_999))
  if (provider === 'NAVER') return randomBytes(24).toString('base64url')
  return `${String(randomInt(0, 999_999)).padStart(6, '0')}.${randomBytes(16).toString('hex')}.${String(randomInt(0, 9999)).padStart(4, '0')}`
}

/** A new provider account (the consent page's "new account" form); null when the e-mail is taken there. */
export async function createProviderAccount(
  db: Queryable,
  provider: ProviderCode,
  email: string,
  nickname: string,
  now: Date,
): Promise<ProviderAccount | null> {
  const [row] = await db.query<ProviderAccount>(
    `insert into social_accounts (provider, provider_user_id, email, nickname, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict do nothing
     returning ${COLUMNS}`,
    [provider, providerUserId(provider), email, nickname, now.toISOString()],
  )
  return row ?? null
}

/** Apple sends `user` (e-mail and name) with the first authorization of an account only. */
export async function appleUser(ctx: Ctx, provider: Provider, account: ProviderAccount): Promise<{ user?: string }> {
  if (!provider.formPost) return {}
  const first = await ctx.db.query(
    'update social_accounts set first_authorized_at = $2 where social_account_id = $1 and first_authorized_at is null returning 1 as first',
    [account.social_account_id, ctx.now().toISOString()],
  )
  if (first.length === 0) return {}
  return { user: JSON.stringify({ email: account.email, name: { firstName: account.nickname, lastName: '' } }) }
}
