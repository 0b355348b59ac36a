import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { PROVIDERS, parseProvider } from '~/domain/social'
import { readForm } from '~/http/form-reply.server'
import { AppleButton } from '~/islands/AppleButton'
import { useThirdParty } from '~/islands/use-third-party'
import { requestContext } from '~/session/context.server'
import { readFlash } from '~/session/flash.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { startSocialLogin } from '~/session/oauth.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { HoneypotFields } from '~/ui/form/HoneypotFields'
import { PawIcon } from '~/ui/icons'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.login} | ${MSG.brand.name}`)

/** Why a social sign-in came back here (`?error=`), in Korean. */
const SOCIAL_ERRORS: Record<string, string> = {
  denied: MSG.auth.socialDenied,
  expired: MSG.auth.socialExpired,
  social: MSG.auth.socialRefused,
}

/** The login page (spec §2). A member who is already signed in goes straight on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const next = safeNext(url.searchParams.get('next'), '/')
  const ctx = await requestContext(request, context)
  if (ctx.session) throw redirect(next)
  const flash = await readFlash(request)
  const error = url.searchParams.get('error')
  return json(
    {
      next,
      backTo: safeNext(flash.loginRedirect?.previousPath, '/'),
      notice: flash.loginRedirect?.endedElsewhere
        ? MSG.sessions.endedElsewhere
        : flash.loginRedirect?.toast
          ? MSG.auth.loginRequired
          : null,
      error: error ? (SOCIAL_ERRORS[error] ?? MSG.auth.socialRefused) : null,
    },
    { headers: flash.headers },
  )
}

/** 카카오/네이버/Apple로 시작하기: a POST, because it starts a sign-in transaction (a cookie). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  checkHoneypot(form)
  const provider = parseProvider(form.get('provider'))
  const next = safeNext(form.get('next'), '/')
  if (!provider) return redirect(`/auth/signin?next=${encodeURIComponent(next)}`)
  return startSocialLogin(provider, next)
}

export default function SignIn() {
  const { next, backTo, notice, error } = useLoaderData<typeof loader>()
  const { appleClientId } = useThirdParty()
  const query = `?next=${encodeURIComponent(next)}`
  return (
    <div className="auth-page">
      <PageHeader title={MSG.auth.login} backTo={backTo} />
      <section className="auth-hero">
        <PawIcon size={48} />
        <p className="auth-hero__title">{MSG.auth.signinTitle}</p>
        <p className="auth-hero__lead">{MSG.auth.signinLead}</p>
      </section>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="form-errors" role="alert">
          {error}
        </p>
      ) : null}
      {/* A document post: the answer is a redirect to the provider's page, outside this app. */}
      <Form method="post" className="social-buttons" reloadDocument>
        <HoneypotFields />
        <input type="hidden" name="next" value={next} />
        {PROVIDERS.map((provider) =>
          provider === 'apple' && appleClientId ? (
            <AppleButton key={provider} label={MSG.auth.withProvider(MSG.auth.providers.apple ?? provider)} />
          ) : (
            <button key={provider} type="submit" name="provider" value={provider} className={`social-button social-button--${provider}`}>
              {MSG.auth.withProvider(MSG.auth.providers[provider] ?? provider)}
            </button>
          ),
        )}
      </Form>
      <nav className="auth-links" aria-label={MSG.auth.login}>
        <Link to={`/auth/signin/email${query}`}>{MSG.auth.withEmail}</Link>
        <Link to={`/auth/signup/email${query}`}>{MSG.auth.signupEmail}</Link>
        <Link to="/auth/signin/email/find">{MSG.auth.findAccount}</Link>
      </nav>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
