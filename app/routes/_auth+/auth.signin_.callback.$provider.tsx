import { type AppLoadContext, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { pendingSocialCookie } from '~/session/cookies.server'
import { clearOAuthCookie, finishSocialLogin, parseProvider } from '~/session/oauth.server'
import { signIn } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'

/**
 * Where the providers send the shopper back (Apple's `form_post` arrives here as a GET through
 * server.ts). Signed
 * in, on to sign-up for a new social account, or to account linking when its e-mail is taken.
 */
async function callback(request: Request, load: AppLoadContext, providerParam: string | undefined, params: URLSearchParams) {
  const provider = parseProvider(providerParam)
  if (!provider) throw notFound()
  const ctx = await requestContext(request, load)
  const outcome = await finishSocialLogin(ctx, request, provider, {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  })
  if (outcome.kind === 'signed-in') return signIn(ctx, outcome.tokens, outcome.next)
  const headers = new Headers({ 'set-cookie': await clearOAuthCookie() })
  if (outcome.kind === 'refused') {
    return redirect(`/auth/signin?error=${outcome.reason === 'denied' ? 'denied' : 'social'}`, { headers })
  }
  headers.append('set-cookie', await pendingSocialCookie().serialize(outcome.pending))
  return redirect(outcome.kind === 'signup' ? `/auth/signup/${provider}` : '/auth/account/link', { headers })
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return callback(request, context, params.provider, new URL(request.url).searchParams)
}

export default function Callback() {
  return null
}

export const ErrorBoundary = ShopErrorBoundary
