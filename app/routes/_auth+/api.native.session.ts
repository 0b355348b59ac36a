import { type ActionFunctionArgs, json } from '@remix-run/node'
import { z } from 'zod'
import { accounts } from '~/backends/accounts.server'
import { noRenewal, withContext, withSession } from '~/backends/context'
import { BackendError } from '~/backends/error'
import { users } from '~/backends/user.server'
import * as MSG from '~/domain/messages'
import { cacheHeaders } from '~/http/cache-headers'
import { orFallback } from '~/http/responses.server'
import { commitAuth } from '~/session/auth.server'
import { requestContext } from '~/session/context.server'
import { productGroupCookie } from '~/session/cookies.server'
import { storedProductGroupCookie } from '~/session/product-group.server'

const Body = z.object({
  // Tokens travel as the Authorization header: visible ASCII only (anything else is no token).
  accessToken: z.string().regex(/^[\x21-\x7e]{1,2000}$/),
  refreshToken: z.string().regex(/^[\x21-\x7e]{1,2000}$/),
  tokenExpireDate: z.string().min(1).max(100),
  mobileDeviceToken: z.string().min(1).max(4096).optional(),
  productGroup1Id: z.number().int().optional(),
})

/**
 * The bridge's UPDATE_SESSION (docs/native-bridge.md): the app hands over its session. V2 checks
 * it and gives the web view a pair of its own in the same sign-in (`/auth/user`), kept in the
 * sealed httpOnly cookie (the tokens leave page JavaScript here; the app's own refresh token is
 * never shared, since V2 takes a second use of a rotated one for a theft). The device's push token
 * is sent as form data, and a dog/cat choice of 1 or 2 goes to V2 too; failures of those two are
 * logged, never shown.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!request.headers.get('user-agent')?.includes('PetshopApp/'))
    return json({ error: 'NOT_AN_APP', message: MSG.error.forbidden }, { status: 403 })
  const body = Body.safeParse(await request.json().catch(() => null))
  if (!body.success) return json({ error: 'BAD_REQUEST', message: MSG.error.badRequest }, { status: 400 })
  // Renewing would refresh whatever session the cookie holds and answer for that one instead.
  const shell = withContext(await requestContext(request, context), { session: body.data.accessToken, renew: noRenewal })
  const tokens = await accounts.currentTokens(shell).catch((error: unknown) => {
    if (!(error instanceof BackendError)) throw error
    return null
  })
  const userId = tokens?.userId ?? null
  if (!tokens || userId === null) return json({ error: 'UNAUTHORIZED', message: MSG.error.unauthorized }, { status: 401 })
  const ctx = withSession(shell, shell.session, userId)
  const headers = new Headers(cacheHeaders('never-stored'))
  headers.append('set-cookie', await commitAuth(tokens, userId, { deviceId: ctx.deviceId, osCode: ctx.osCode }))
  const followUps: Promise<unknown>[] = []
  if (body.data.mobileDeviceToken) followUps.push(users.updateDevice(ctx, body.data.mobileDeviceToken))
  const appChoice = body.data.productGroup1Id === 1 || body.data.productGroup1Id === 2 ? body.data.productGroup1Id : null
  if (appChoice !== null) followUps.push(users.updateSelectedProductGroup(ctx, appChoice))
  // Follow-ups: a failure is logged, and the session still answers.
  await Promise.all(followUps.map((call) => orFallback(call, null)))
  // R7.16, decision 031: the app's own choice wins (it is what the app shows), else the
  // member's stored one; with neither the web view keeps its cookie.
  const groupCookie = appChoice !== null ? await productGroupCookie().serialize(appChoice) : await storedProductGroupCookie(ctx)
  if (groupCookie) headers.append('set-cookie', groupCookie)
  return json({ ok: true, userId }, { headers })
}
