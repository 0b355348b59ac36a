import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import { getEnv } from '~/config.server'
import * as MSG from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { publicThirdParty } from '~/domain/third-party'
import { cacheHeaders } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { startAppleSdkLogin } from '~/session/oauth.server'

/**
 * The Apple button's tap when Apple's JS SDK is in the page (R2.20, islands/AppleButton.tsx):
 * starts the same sign-in transaction as the redirect flow and hands the SDK its settings.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!publicThirdParty(getEnv()).appleClientId) return json({ error: 'NOT_FOUND', message: MSG.error.notFound }, { status: 404 })
  const form = await readForm(request)
  checkHoneypot(form)
  const { init, setCookie } = await startAppleSdkLogin(safeNext(form.get('next'), '/'))
  return json({ init }, { headers: { 'set-cookie': setCookie, ...cacheHeaders('never-stored') } })
}

export const loader = () => redirect('/auth/signin')
