import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { profile } from '~/backends/profile.server'
import { maskedMobile } from '~/domain/account-security'
import { withdrawSchema } from '~/domain/account-security.schema'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { WITHDRAW_REASONS, WITHDRAW_TEXT_MAX } from '~/domain/withdrawal'
import { cacheHeaders, formCacheControl } from '~/http/cache-headers'
import { parseSubmission, readForm, replyWithBackendError } from '~/http/form-reply.server'
import { answerCurrentNumberCodeRequest } from '~/routes/__certification.server'
import { flashHeaders } from '~/session/flash.server'
import { logout } from '~/session/logout.server'
import { requireMemberDetail } from '~/session/signin.server'
import { ReauthFields } from '~/ui/auth/ReauthFields'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Checkbox, FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.withdrawTitle} | ${MSG.brand.name}`)

/** 인증번호 받기 echoes what was typed but the password (decision 042): its answer is never stored (decision 026). */
export const headers = formCacheControl

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { detail } = await requireMemberDetail(request, context)
  const { userInfo } = detail
  return json(
    { nickname: userInfo.nickname ?? '', hasPassword: userInfo.hasPassword !== false, maskedNumber: maskedMobile(userInfo.mobileNo) },
    { headers: cacheHeaders('never-stored') },
  )
}

/** Besides the password, which no reply carries (decision 042). */
const HIDE = ['certificationKey']

/**
 * Withdrawal, then the logout of spec §4 (its order and cookies) with a farewell toast. The member
 * re-authenticates: the password, or without one a key sent to the number on the account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, detail } = await requireMemberDetail(request, context)
  const formData = await readForm(request)
  const currentAnswer = await answerCurrentNumberCodeRequest(ctx, formData, detail.userInfo.mobileNo, {})
  if (currentAnswer) return currentAnswer
  const submission = parseSubmission(formData, { schema: withdrawSchema(detail.userInfo.hasPassword !== false) })
  if (submission.status !== 'success') return json({ result: submission.reply({ hideFields: HIDE }), currentSent: null }, { status: 400 })
  const { reason, reasonText } = submission.value
  const proof =
    'password' in submission.value ? { password: submission.value.password } : { certificationKey: submission.value.certificationKey }
  try {
    await profile.withdraw(ctx, { reason, reasonText: reasonText || undefined, ...proof })
  } catch (error) {
    const fields = { password: 'password', certification_key: 'certificationKey', reason: 'reason', reason_text: 'reasonText' }
    return json({ result: replyWithBackendError(submission.reply, error, HIDE, fields), currentSent: null }, { status: 400 })
  }
  const response = await logout(request, context, '/')
  response.headers.append(
    'set-cookie',
    (await flashHeaders(request, { toast: { message: MY_MSG.info.withdrawDone, tone: 'success' } }))['set-cookie'],
  )
  return response
}

export default function Withdraw() {
  const { nickname, hasPassword, maskedNumber } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<ReturnType<typeof withdrawSchema>>({ id: 'withdraw', lastResult: actionData?.result })
  // One of the two exists, by the schema; the other is never rendered.
  const proof = fields as unknown as Record<'password' | 'certificationKey', (typeof fields)['reason']>
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
        <ReauthFields
          hasPassword={hasPassword}
          maskedNumber={maskedNumber}
          password={proof.password}
          passwordLabel={MY_MSG.info.withdrawPassword}
          certificationKey={proof.certificationKey}
          sentMessage={actionData && 'currentSent' in actionData ? (actionData.currentSent as string | null) : null}
        />
        <Checkbox meta={fields.agree} label={MY_MSG.info.withdrawAgree} />
        <SubmitButton>{MY_MSG.info.withdrawSubmit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
