import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { BackendError } from '~/backends/error'
import { AccountLinkSchema } from '~/domain/account.schema'
import * as MSG from '~/domain/messages'
import { formCacheControl } from '~/http/cache-headers'
import { echoedForm, parseSubmission, readForm, replyWithBackendError } from '~/http/form-reply.server'
import { requestContext } from '~/session/context.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { readPendingSocial } from '~/session/oauth.server'
import { signIn } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { HoneypotFields } from '~/ui/form/HoneypotFields'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.linkTitle} | ${MSG.brand.name}`)

/** What was typed comes back with a refusal: never stored (decision 026). */
export const headers = formCacheControl

/** A social login whose e-mail already has an account: the owner proves it with the password. */
async function pendingLink(request: Request) {
  const pending = await readPendingSocial(request, 'link')
  if (!pending) throw redirect('/auth/signin?error=expired')
  return pending
}

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await pendingLink(request)
  return json({ email: pending.email ?? '', providerName: MSG.auth.providers[pending.provider] ?? pending.provider })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await pendingLink(request)
  const formData = await readForm(request)
  checkHoneypot(formData)
  // Its replies never carry the password (decision 042).
  const submission = parseSubmission(formData, { schema: AccountLinkSchema })
  if (submission.status !== 'success') return echoedForm({ result: submission.reply() })
  const ctx = await requestContext(request, context)
  try {
    const tokens = await accounts.linkSocial(ctx, pending.token, submission.value.password)
    return await signIn(ctx, tokens, pending.next)
  } catch (error) {
    if (error instanceof BackendError && error.reason === 'TOKEN_INVALID') throw redirect('/auth/signin?error=expired')
    return echoedForm({ result: replyWithBackendError(submission.reply, error) })
  }
}

export default function AccountLink() {
  const { email, providerName } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof AccountLinkSchema>({ lastResult: actionData?.result })
  return (
    <div className="auth-page">
      <PageHeader title={MSG.auth.linkTitle} backTo="/auth/signin" />
      <p className="auth-lead">{MSG.auth.linkBody(email, providerName)}</p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <HoneypotFields />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.password} label={MSG.auth.password} type="password" autoComplete="current-password" />
        <SubmitButton>{MSG.auth.linkSubmit}</SubmitButton>
      </Form>
      <nav className="auth-links" aria-label={MSG.auth.login}>
        <Link to="/auth/signin/email/find?mode=password">{MSG.auth.resetPasswordTab}</Link>
      </nav>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
