import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { accounts } from '~/backends/accounts.server'
import { replyWithBackendError } from '~/backends/form-reply.server'
import { EmailLoginSchema } from '~/domain/account.schema'
import { MSG } from '~/domain/messages'
import { safeNext } from '~/domain/redirect'
import { requestContext } from '~/session/context.server'
import { checkHoneypot } from '~/session/honeypot.server'
import { signIn } from '~/session/signin.server'
import { AuthHeader } from '~/ui/auth/AuthHeader'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { SubmitButton } from '~/ui/form/SubmitButton'

export const meta: MetaFunction = () => [{ title: `${MSG.auth.emailLoginTitle} | ${MSG.brand.name}` }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'), '/')
  if ((await requestContext(request, context)).session) throw redirect(next)
  return json({ next })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  checkHoneypot(formData)
  const submission = parseWithZod(formData, { schema: EmailLoginSchema })
  if (submission.status !== 'success') {
    return json({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const ctx = await requestContext(request, context)
  try {
    const tokens = await accounts.login(ctx, submission.value.email, submission.value.password)
    return await signIn(ctx, tokens, submission.value.redirectTo ?? '/')
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error, ['password']) }, { status: 400 })
  }
}

export default function EmailSignIn() {
  const { next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(EmailLoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailLoginSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <div className="auth-page">
      <AuthHeader title={MSG.auth.emailLoginTitle} backTo={`/auth/signin?next=${encodeURIComponent(next)}`} />
      <Form method="post" className="form" {...getFormProps(form)}>
        <HoneypotInputs />
        <input type="hidden" name="redirectTo" value={next} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label={MSG.auth.email} type="email" autoComplete="email" placeholder={MSG.placeholder.email} />
        <Field meta={fields.password} label={MSG.auth.password} type="password" autoComplete="current-password" placeholder={MSG.placeholder.password} />
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
