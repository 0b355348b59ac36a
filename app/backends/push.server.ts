import { z } from 'zod'
import { pushAgreeDate } from '~/domain/push'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'
import { users } from './user.server'

const code = z.enum(['Y', 'N'])
const PushCodesSchema = z.object({ mobilePushCode: code, mobileNightPushCode: code })

/** Spec §7's push consent calls; the UI follows the codes V2 answers (§4), never its own guess. */
export const push = {
  /** POST /user/push/agree/update, and on consent POST /user/push/agree/date/update with the date. */
  async setPush(ctx: RequestContext, agree: boolean, now = new Date()) {
    const codes = await v2Post(ctx, '/user/push/agree/update', PushCodesSchema, { ...deviceFields(ctx), isPushSendAgree: agree })
    users.forget(ctx)
    if (codes.mobilePushCode !== 'Y') return { codes, agreedAt: null }
    const { pushAgreeDate: agreedAt } = await v2Post(ctx, '/user/push/agree/date/update', z.object({ pushAgreeDate: z.string() }), {
      ...deviceFields(ctx),
      isPushAgree: true,
      pushAgreeDate: pushAgreeDate(now),
    })
    return { codes, agreedAt }
  },

  /** POST /user/push/sheet/decline: 다음에 할게요, kept with the member (decision 050). */
  async declineSheet(ctx: RequestContext) {
    const answer = await v2Post(ctx, '/user/push/sheet/decline', z.object({ pushSheetDeclinedAt: z.string() }), deviceFields(ctx))
    users.forget(ctx)
    return answer
  },

  /** POST /user/night/push/agree/update. */
  async setNightPush(ctx: RequestContext, agree: boolean) {
    const codes = await v2Post(ctx, '/user/night/push/agree/update', PushCodesSchema, { ...deviceFields(ctx), isNightPushSendAgree: agree })
    users.forget(ctx)
    return { codes }
  },
}
