import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { accounts } from '~/backends/accounts.server'
import { EmailSignupSchema, InviteCodeSchema } from '~/domain/account.schema'
import * as MSG from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { withAllAgreed } from '~/domain/signup-consent'
import { formCacheControl } from '~/http/cache-headers'
import { echoedForm, parseSubmission, readForm } from '~/http/form-reply.server'
import { answerCodeRequest, signupRefusal } from '~/routes/__certification.server'
import { requestContext } from '~/session/context.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { nextForGuest, signIn } from '~/session/signin.server'
import { ProfileFields } from '~/ui/auth/ProfileFields'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { HoneypotFields } from '~/ui/form/HoneypotFields'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.signupTitle} | ${MSG.brand.name}`)

/** 인증번호 받기 echoes what was typed but the passwords (decision 042): its answer is never stored (decision 026). */
export const headers = formCacheControl

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A friend's 친구 초대 link (/my/invite) brings their code: the field starts with it.
  const invited = InviteCodeSchema.safeParse(new URL(request.url).searchParams.get('inviteCode') ?? '')
  return json({ next: await nextForGuest(request, context), inviteCode: (invited.success && invited.data) || null })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  checkHoneypot(formData)
  const ctx = await requestContext(request, context)
  const codeAnswer = await answerCodeRequest(ctx, formData, 'SIGNUP')
  if (codeAnswer) return codeAnswer
  // Its replies never carry the passwords (decision 042).
  // 전체 동의 ticked is every agreement ticked (decision 049).
  const submission = parseSubmission(withAllAgreed(formData), { schema: EmailSignupSchema })
  if (submission.status !== 'success') return echoedForm({ result: submission.reply(), sent: null })
  const {
    agreeMarketing,
    agreeTerms: _terms,
    agreePrivacy: _privacy,
    agreeAge: _age,
    passwordConfirm: _confirm,
    ...form
  } = submission.value
  try {
    const tokens = await accounts.signupEmail(ctx, { ...form, marketingAgree: agreeMarketing })
    const next = safeNext(formData.get('next'), '/')
    return await signIn(ctx, tokens, `/auth/signup/complete?next=${encodeURIComponent(next)}`)
  } catch (error) {
    // V2's refusal of a common password goes under the password field; a refusal that
    // spent the key says so under it (decision 042).
    return echoedForm({ result: signupRefusal(submission.reply, error, { password: 'password' }), sent: null })
  }
}

export default function EmailSignup() {
  const { next, inviteCode } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const defaultValue = useMemo(() => (inviteCode ? { inviteCode } : undefined), [inviteCode])
  const [form, fields] = useShopForm<typeof EmailSignupSchema>({ lastResult: actionData?.result, defaultValue })
  return (
    <div className="auth-page">
      <PageHeader title={MSG.auth.signupTitle} backTo={`/auth/signin?next=${encodeURIComponent(next)}`} />
      <p className="auth-lead">{MSG.auth.signupLead}</p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <HoneypotFields />
        <input type="hidden" name="next" value={next} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label={MSG.auth.email} type="email" autoComplete="email" placeholder={MSG.placeholder.email} />
        <Field
          meta={fields.password}
          label={MSG.auth.password}
          type="password"
          autoComplete="new-password"
          placeholder={MSG.placeholder.password}
          hint={MSG.auth.passwordRule}
          maxLength={20}
        />
        <Field meta={fields.passwordConfirm} label={MSG.auth.passwordConfirm} type="password" autoComplete="new-password" maxLength={20} />
        <ProfileFields fields={fields} sentMessage={actionData?.sent ?? null} />
        <SubmitButton>{MSG.auth.signupSubmit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
