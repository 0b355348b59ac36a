import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { BackendError } from '~/backends/error'
import { FindEmailSchema, ResetPasswordSchema } from '~/domain/account.schema'
import * as MSG from '~/domain/messages'
import { formCacheControl } from '~/http/cache-headers'
import { echoedForm, parseSubmission, readForm, replyWithBackendError } from '~/http/form-reply.server'
import { answerCodeRequest } from '~/routes/__certification.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { CertificationFields } from '~/ui/auth/CertificationFields'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { HoneypotFields } from '~/ui/form/HoneypotFields'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.findTitle} | ${MSG.brand.name}`)

/** 인증번호 받기 echoes what was typed but the passwords (decision 042): its answer is never stored (decision 026). */
export const headers = formCacheControl

type Mode = 'email' | 'password'

/** How the account was made (V2's joinType: EMAIL, KAKAO, NAVER, APPLE) in the words of the sign-in page. */
const joinTypeName = (joinType: string) => (joinType === 'EMAIL' ? MSG.auth.email : MSG.auth.providers[joinType.toLowerCase()])
const modeOf = (value: unknown): Mode => (value === 'password' ? 'password' : 'email')

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ mode: modeOf(new URL(request.url).searchParams.get('mode')) })
}

/** Find the account's e-mail, or reset the password, after a mobile certification. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  checkHoneypot(formData)
  const ctx = await requestContext(request, context)
  const codeAnswer = await answerCodeRequest(ctx, formData, 'FIND', { found: null })
  if (codeAnswer) return codeAnswer
  if (modeOf(formData.get('mode')) === 'email') {
    const submission = parseSubmission(formData, { schema: FindEmailSchema })
    if (submission.status !== 'success') return echoedForm({ result: submission.reply(), sent: null, found: null })
    try {
      const found = await accounts.findEmail(ctx, submission.value)
      const joinType = found.joinType && joinTypeName(found.joinType)
      return json({
        result: submission.reply({ resetForm: true }),
        sent: null,
        found: { email: found.emailMasked, joinType: joinType ?? null },
      })
    } catch (error) {
      const none = error instanceof BackendError && error.code === 'NOT_FOUND'
      const result = none ? submission.reply({ formErrors: [MSG.auth.findEmailNone] }) : replyWithBackendError(submission.reply, error)
      return echoedForm({ result, sent: null, found: null })
    }
  }
  // Its replies never carry the new password (decision 042).
  const submission = parseSubmission(formData, { schema: ResetPasswordSchema })
  if (submission.status !== 'success') return echoedForm({ result: submission.reply(), sent: null, found: null })
  try {
    const { passwordConfirm: _confirm, ...form } = submission.value
    await accounts.resetPassword(ctx, form)
    return redirect('/auth/signin/email', {
      headers: await flashHeaders(request, { toast: { message: MSG.auth.resetDone, tone: 'success' } }),
    })
  } catch (error) {
    const none = error instanceof BackendError && error.code === 'NOT_FOUND'
    const result = none
      ? submission.reply({ formErrors: [MSG.auth.findEmailNone] })
      : replyWithBackendError(submission.reply, error, [], { password: 'password' })
    return echoedForm({ result, sent: null, found: null })
  }
}

type ActionData = ReturnType<typeof useActionData<typeof action>>

export default function FindAccount() {
  const { mode } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={MSG.auth.findTitle} backTo="/auth/signin/email" />
      <nav className="segmented" aria-label={MSG.auth.findTitle}>
        <Link to="?mode=email" aria-current={mode === 'email' ? 'page' : undefined} replace>
          {MSG.auth.findEmailTab}
        </Link>
        <Link to="?mode=password" aria-current={mode === 'password' ? 'page' : undefined} replace>
          {MSG.auth.resetPasswordTab}
        </Link>
      </nav>
      {actionData?.found ? (
        <div className="result-card" role="status">
          <p>{MSG.auth.findEmailResult(actionData.found.email)}</p>
          {actionData.found.joinType ? <p className="result-card__sub">{MSG.auth.joinedAs(actionData.found.joinType)}</p> : null}
          <Link className="button button--primary" to="/auth/signin/email">
            {MSG.auth.login}
          </Link>
        </div>
      ) : null}
      {mode === 'email' ? <FindEmailForm actionData={actionData} /> : <ResetPasswordForm actionData={actionData} />}
    </div>
  )
}

function FindEmailForm({ actionData }: { actionData: ActionData }) {
  const [form, fields] = useShopForm<typeof FindEmailSchema>({ id: 'find-email', lastResult: actionData?.result })
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <HoneypotFields />
      <input type="hidden" name="mode" value="email" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label={MSG.auth.name} autoComplete="name" />
      <CertificationFields mobileNo={fields.mobileNo} certificationKey={fields.certificationKey} sentMessage={actionData?.sent ?? null} />
      <SubmitButton>{MSG.auth.findEmailSubmit}</SubmitButton>
    </Form>
  )
}

function ResetPasswordForm({ actionData }: { actionData: ActionData }) {
  const [form, fields] = useShopForm<typeof ResetPasswordSchema>({ id: 'reset-password', lastResult: actionData?.result })
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <HoneypotFields />
      <input type="hidden" name="mode" value="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.email} label={MSG.auth.email} type="email" autoComplete="email" placeholder={MSG.placeholder.email} />
      <CertificationFields mobileNo={fields.mobileNo} certificationKey={fields.certificationKey} sentMessage={actionData?.sent ?? null} />
      <Field
        meta={fields.password}
        label={MSG.auth.newPassword}
        type="password"
        autoComplete="new-password"
        placeholder={MSG.placeholder.password}
      />
      <Field meta={fields.passwordConfirm} label={MSG.auth.passwordConfirm} type="password" autoComplete="new-password" />
      <SubmitButton>{MSG.auth.resetSubmit}</SubmitButton>
    </Form>
  )
}

export const ErrorBoundary = ShopErrorBoundary
