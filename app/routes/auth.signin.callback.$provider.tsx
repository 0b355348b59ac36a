import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '~/backends/respond.server'
import { requestContext, type ShopLoadContext } from '~/session/context.server'
import { pendingSocialCookie } from '~/session/cookies.server'
import { clearOAuthCookie, finishSocialLogin, parseProvider } from '~/session/oauth.server'
import { signIn } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'

/**
 * Where Kakao and Naver send the shopper back (GET) and Apple posts back (`form_post`). Signed
 * in, on to sign-up for a new social account, or to account linking when its e-mail is taken.
 */
async function callback(request: Request, load: ShopLoadContext, providerParam: string | undefined, params: URLSearchParams | FormData) {
  const provider = parseProvider(providerParam)
  if (!provider) throw notFound()
  const ctx = await requestContext(request, load)
  const read = (key: string) => {
    const value = params.get(key)
    return typeof value === 'string' ? value : null
  }
  const outcome = await finishSocialLogin(ctx, request, provider, { code: read('code'), state: read('state'), error: read('error') })
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

export async function action({ request, params, context }: ActionFunctionArgs) {
  return callback(request, context, params.provider, await request.formData())
}

export default function Callback() {
  return null
}

export const ErrorBoundary = ShopErrorBoundary
