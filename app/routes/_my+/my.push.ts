import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { push } from '~/backends/push.server'
import type { AlertMessage, Toast } from '~/domain/flash'
import * as MSG from '~/domain/messages'
import * as PUSH_MSG from '~/domain/messages.push'
import { consentNotice, PUSH_SETTINGS_PATH, toastsConsent, withoutSheetParam, withSheetParam } from '~/domain/push'
import { loginRedirectUrl, safeNext } from '~/domain/redirect'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { declinePushSheet, pushDeclinedHeader } from '~/session/push-sheet.server'
import { loginRedirect } from '~/session/signin.server'

const PushFormSchema = z.object({
  intent: z.enum(['push', 'night', 'consent', 'later']),
  agree: z.enum(['true', 'false']).optional(),
  redirectTo: z.string().max(2000).optional(),
})

const HANGUL = /[가-힣]/

/**
 * Push consent (spec §4, §7) as one plain POST, so the half-modal and the settings work without
 * JavaScript: the sheet's 알림 받기 / 다음에 할게요 and the two toggles of /my/information.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = PushFormSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return redirect(PUSH_SETTINGS_PATH)
  const { intent, agree } = parsed.data
  const back = withoutSheetParam(safeNext(parsed.data.redirectTo, '/'))
  const ctx = await requestContext(request, context)

  // Decision 050: 다음에 할게요 is a refusal, kept 30 days by this device and, for a member, by V2.
  if (intent === 'later') return redirect(back, { headers: { 'set-cookie': await declinePushSheet(ctx) } })
  if (!ctx.session) {
    // Spec §4 (R4.10): a guest's consent changes nothing, and is told why, with the way to sign in
    // and come back to the sheet (decision 050). It is no refusal: the sheet may ask again.
    if (intent === 'consent') {
      const toast: Toast = {
        message: PUSH_MSG.guestSignIn,
        tone: 'info',
        action: { label: PUSH_MSG.signIn, href: loginRedirectUrl({ next: withSheetParam(back) }) },
      }
      return redirect(back, { headers: await flashHeaders(request, { toast }) })
    }
    throw await loginRedirect(request, PUSH_SETTINGS_PATH)
  }

  const headers = new Headers()
  const flash = async (message: { toast?: Toast; alert?: AlertMessage }) => {
    for (const [name, value] of Object.entries(await flashHeaders(request, message))) headers.append(name, value)
  }
  const failed = async (message: string) => {
    await flash({ alert: { title: MSG.screen.notice, message } })
    return redirect(back, { headers })
  }
  await withPageErrors(
    async () => {
      if (intent === 'night') {
        const { codes } = await push.setNightPush(ctx, agree === 'true')
        if (toastsConsent(back))
          await flash({ toast: { message: codes.mobileNightPushCode === 'Y' ? PUSH_MSG.nightOn : PUSH_MSG.nightOff, tone: 'success' } })
      } else {
        const wanted = intent === 'consent' || agree === 'true'
        const { agreedAt } = await push.setPush(ctx, wanted)
        // Turning 혜택 알림 off is a refusal too: V2 records it for the member, the cookie for this device.
        if (!wanted) headers.append('set-cookie', await pushDeclinedHeader())
        // A consent's date is on the settings page; a withdrawal's is not, so it is said everywhere (정보통신망법 §50 ⑧).
        if (agreedAt ? toastsConsent(back) : true) await flash({ toast: { message: consentNotice(agreedAt, new Date()), tone: 'success' } })
      }
    },
    {
      // Spec §8: the server's own message when it refused, else the default consent-update message.
      '4xx': (error) => {
        const said = error.details.message
        return failed(typeof said === 'string' && HANGUL.test(said) ? said : MSG.error.pushUpdate)
      },
      '*': () => failed(MSG.error.pushUpdate),
    },
  )
  return redirect(back, { headers })
}

export async function loader() {
  return redirect(PUSH_SETTINGS_PATH)
}
