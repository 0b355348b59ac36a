import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { readForm, replyWithBackendError } from '~/backends/form-reply.server'
import { profile } from '~/backends/profile.server'
import { MSG } from '~/domain/messages'
import { MY_MSG } from '~/domain/messages.my'
import { WITHDRAW_REASONS, WITHDRAW_TEXT_MAX, WithdrawFormSchema } from '~/domain/profile.schema'
import { flashHeaders } from '~/session/flash.server'
import { logout } from '~/session/logout.server'
import { requireMember, requireMemberDetail } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Checkbox, Field, FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { PageHeader } from '~/ui/PageHeader'
import { pageMeta } from '~/ui/meta'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.withdrawTitle} | ${MSG.brand.name}`)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { detail } = await requireMemberDetail(request, context)
  return json({ nickname: detail.userInfo.nickname ?? '' }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** Withdrawal, then the logout of spec §4 (its order and cookies) with a farewell toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: WithdrawFormSchema })
  if (submission.status !== 'success') return json({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  const { reason, reasonText, password } = submission.value
  try {
    await profile.withdraw(ctx, { reason, reasonText: reasonText || undefined, password: password || undefined })
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error, ['password'], { password: 'password', reason: 'reason', reason_text: 'reasonText' }) }, { status: 400 })
  }
  const response = await logout(request, context, '/')
  response.headers.append('set-cookie', (await flashHeaders(request, { toast: { message: MY_MSG.info.withdrawDone, tone: 'success' } }))['set-cookie'])
  return response
}

export default function Withdraw() {
  const { nickname } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm({ id: 'withdraw', schema: WithdrawFormSchema, lastResult: actionData?.result })
  const reasons = WITHDRAW_REASONS.map((value) => ({ value, label: MY_MSG.info.withdrawReasons[value] ?? value }))
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.info.withdrawTitle} backTo="/my/information" />
      <Form method="post" className="form" {...getFormProps(form)}>
        <p className="notice">
          {nickname ? `${nickname}님, ` : ''}
          {MY_MSG.info.withdrawLead}
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <RadioGroup meta={fields.reason} legend={MY_MSG.info.withdrawReason} options={reasons} />
        <TextArea meta={fields.reasonText} label={MY_MSG.info.withdrawText} hint={`${WITHDRAW_TEXT_MAX}자까지`} rows={3} />
        <Field meta={fields.password} label={MY_MSG.info.withdrawPassword} type="password" autoComplete="current-password" />
        <Checkbox meta={fields.agree} label={MY_MSG.info.withdrawAgree} />
        <SubmitButton>{MY_MSG.info.withdrawSubmit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
