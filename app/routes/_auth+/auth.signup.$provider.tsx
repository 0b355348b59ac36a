import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { BackendError } from '~/backends/error'
import { SocialSignupSchema } from '~/domain/account.schema'
import * as MSG from '~/domain/messages'
import { withAllAgreed } from '~/domain/signup-consent'
import { formCacheControl } from '~/http/cache-headers'
import { echoedForm, parseSubmission, readForm } from '~/http/form-reply.server'
import { notFound } from '~/http/responses.server'
import { answerCodeRequest, signupRefusal } from '~/routes/__certification.server'
import { requestContext } from '~/session/context.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { parseProvider, readPendingSocial } from '~/session/oauth.server'
import { signIn } from '~/session/signin.server'
import { ProfileFields } from '~/ui/auth/ProfileFields'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors } from '~/ui/form/Field'
import { HoneypotFields } from '~/ui/form/HoneypotFields'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${MSG.auth.signupWithProvider(data?.providerName ?? '')} | ${MSG.brand.name}`)

/** 인증번호 받기 echoes what was typed: its answer is never stored (decision 026). */
export const headers = formCacheControl

/** /auth/signup/kakao, /apple and /naver: finishing sign-up for a new social account. */
async function pendingSignup(request: Request, providerParam: string | undefined) {
  const provider = parseProvider(providerParam)
  if (!provider) throw notFound()
  const pending = await readPendingSocial(request, 'signup')
  // Without a social sign-in under way (or after 30 minutes) there is nothing to finish here.
  if (!pending || pending.provider !== provider) throw redirect('/auth/signin?error=expired')
  return { provider, pending }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { provider, pending } = await pendingSignup(request, params.provider)
  return json({ providerName: MSG.auth.providers[provider] ?? provider, email: pending.email })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { pending } = await pendingSignup(request, params.provider)
  const formData = await readForm(request)
  checkHoneypot(formData)
  const ctx = await requestContext(request, context)
  const codeAnswer = await answerCodeRequest(ctx, formData, 'SIGNUP')
  if (codeAnswer) return codeAnswer
  // 전체 동의 ticked is every agreement ticked (decision 049).
  const submission = parseSubmission(withAllAgreed(formData), { schema: SocialSignupSchema })
  if (submission.status !== 'success') return echoedForm({ result: submission.reply(), sent: null })
  const { agreeMarketing, agreeTerms: _terms, agreePrivacy: _privacy, agreeAge: _age, ...form } = submission.value
  try {
    const tokens = await accounts.signupSocial(ctx, { ...form, signupToken: pending.token, marketingAgree: agreeMarketing })
    return await signIn(ctx, tokens, `/auth/signup/complete?next=${encodeURIComponent(pending.next)}`)
  } catch (error) {
    if (error instanceof BackendError && error.reason === 'TOKEN_INVALID') throw redirect('/auth/signin?error=expired')
    return echoedForm({ result: signupRefusal(submission.reply, error), sent: null })
  }
}

export default function SocialSignup() {
  const { providerName, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof SocialSignupSchema>({ lastResult: actionData?.result })
  return (
    <div className="auth-page">
      <PageHeader title={MSG.auth.signupWithProvider(providerName)} backTo="/auth/signin" />
      <p className="auth-lead">
        {email ? `${email} · ` : ''}
        {MSG.auth.signupLead}
      </p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <HoneypotFields />
        <FormErrors id={form.errorId} errors={form.errors} />
        <ProfileFields fields={fields} sentMessage={actionData?.sent ?? null} />
        <SubmitButton>{MSG.auth.signupSubmit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
