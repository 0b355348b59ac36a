import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { EmailLoginSchema } from '~/domain/account.schema'
import * as MSG from '~/domain/messages'
import { formCacheControl } from '~/http/cache-headers'
import { echoedForm, parseSubmission, readForm, replyWithBackendError } from '~/http/form-reply.server'
import { requestContext } from '~/session/context.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { nextForGuest, signIn } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { HoneypotFields } from '~/ui/form/HoneypotFields'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MSG.auth.emailLoginTitle} | ${MSG.brand.name}`)

/** What was typed comes back with a refusal: never stored (decision 026). */
export const headers = formCacheControl

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ next: await nextForGuest(request, context) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  checkHoneypot(formData)
  // Its replies never carry the password (decision 042).
  const submission = parseSubmission(formData, { schema: EmailLoginSchema })
  if (submission.status !== 'success') return echoedForm({ result: submission.reply() })
  const ctx = await requestContext(request, context)
  try {
    const tokens = await accounts.login(ctx, submission.value.email, submission.value.password)
    return await signIn(ctx, tokens, submission.value.redirectTo ?? '/')
  } catch (error) {
    return echoedForm({ result: replyWithBackendError(submission.reply, error) })
  }
}

export default function EmailSignIn() {
  const { next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof EmailLoginSchema>({ lastResult: actionData?.result })
  return (
    <div className="auth-page">
      <PageHeader title={MSG.auth.emailLoginTitle} backTo={`/auth/signin?next=${encodeURIComponent(next)}`} />
      <Form method="post" className="form" {...getFormProps(form)}>
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={next} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label={MSG.auth.email} type="email" autoComplete="email" placeholder={MSG.placeholder.email} />
        <Field
          meta={fields.password}
          label={MSG.auth.password}
          type="password"
          autoComplete="current-password"
          placeholder={MSG.placeholder.password}
        />
        <SubmitButton>{MSG.auth.login}</SubmitButton>
      </Form>
      <nav className="auth-links" aria-label={MSG.auth.login}>
        <Link to="/auth/signin/email/find">{MSG.auth.findAccount}</Link>
        <Link to={`/auth/signup/email?next=${encodeURIComponent(next)}`}>{MSG.auth.signupEmail}</Link>
      </nav>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
