import { BackendError } from '~/backends/error'
import { users } from '~/backends/user.server'
import type { Feature, PartnersAuthority } from '~/domain/features'
import { isKnownDevice } from '~/domain/session'
import { isWithdrawn } from '~/domain/user.schema'
import type { RequestContext } from './context.server'

/** Why a signed-in shopper must be signed out, each with its own alert (spec §6, §8). */
export type AccountAlert = 'blacklisted' | 'withdrawn' | 'signOut' | 'expired'

export type MemberState = {
  member: {
    nickname: string
    grade: string | null
    push: { mobilePushCode: 'Y' | 'N'; mobileNightPushCode: 'Y' | 'N' }
    /** Decision 050: when the member last refused push, kept by V2; null when never. */
    pushSheetDeclinedAt: string | null
    /** Spec §3 (R3.9): kept with the member so the shell can hide what is turned off for them. */
    excludedFeatures: Feature[]
    partnersAuthority: PartnersAuthority | null
  } | null
  accountAlert: AccountAlert | null
}

/**
 * The shell's view of the shopper. A backend that is merely unavailable does not sign anyone
 * out: the page renders without the member's name and tries again on the next page.
 */
export async function memberState(ctx: RequestContext): Promise<MemberState> {
  // The session ended before this page (its refresh was refused): say so, offer the login page.
  if (ctx.sessionExpired) return { member: null, accountAlert: 'expired' }
  if (!ctx.session || !isKnownDevice(ctx.deviceId)) return { member: null, accountAlert: null }
  try {
    const detail = await users.detail(ctx)
    if (isWithdrawn(detail)) return { member: null, accountAlert: 'withdrawn' }
    return {
      member: {
        nickname: detail.userInfo.nickname ?? '',
        grade: detail.userInfo.userGradeCodeInfo?.userGradeCodeName ?? null,
        push: { mobilePushCode: detail.userInfo.mobilePushCode ?? 'N', mobileNightPushCode: detail.userInfo.mobileNightPushCode ?? 'N' },
        pushSheetDeclinedAt: detail.userInfo.pushSheetDeclinedAt ?? null,
        excludedFeatures: detail.userInfo.excludedFeatures,
        partnersAuthority: detail.userInfo.partnersAuthority,
      },
      accountAlert: null,
    }
  } catch (error) {
    if (error instanceof BackendError && error.isBlacklisted) return { member: null, accountAlert: 'blacklisted' }
    if (error instanceof BackendError && error.code === 'UNAUTHORIZED') return { member: null, accountAlert: 'signOut' }
    return { member: null, accountAlert: null }
  }
}
