import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { profile } from '~/backends/profile.server'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { PasswordFormSchema } from '~/domain/profile.schema'
import { parseSubmission, readForm, replyWithBackendError } from '~/http/form-reply.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.passwordTitle} | ${MSG.brand.name}`)

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context)
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  // Its replies never carry the passwords (decision 042).
  const submission = parseSubmission(await readForm(request), { schema: PasswordFormSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await profile.password(ctx, submission.value.currentPassword, submission.value.password)
  } catch (error) {
    const result = replyWithBackendError(submission.reply, error, [], { current_password: 'currentPassword', new_password: 'password' })
    return json({ result }, { status: 400 })
  }
  return redirect('/my/information', {
    headers: await flashHeaders(request, { toast: { message: MY_MSG.info.passwordSaved, tone: 'success' } }),
  })
}

export default function PasswordEdit() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof PasswordFormSchema>({ id: 'password', lastResult: actionData?.result })
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.info.passwordTitle} backTo="/my/information" />
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.currentPassword} label={MY_MSG.info.currentPassword} type="password" autoComplete="current-password" />
        <Field
          meta={fields.password}
          label={MY_MSG.info.newPassword}
          type="password"
          autoComplete="new-password"
          placeholder={MSG.placeholder.password}
        />
        <Field meta={fields.passwordConfirm} label={MY_MSG.info.newPasswordConfirm} type="password" autoComplete="new-password" />
        <SubmitButton>{MY_MSG.info.save}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
