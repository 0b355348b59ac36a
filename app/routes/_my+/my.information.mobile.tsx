import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { profile } from '~/backends/profile.server'
import { maskedMobile } from '~/domain/account-security'
import { mobileChangeSchema } from '~/domain/account-security.schema'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { cacheHeaders, formCacheControl } from '~/http/cache-headers'
import { parseSubmission, readForm, replyWithBackendError } from '~/http/form-reply.server'
import { answerCodeRequest, answerCurrentNumberCodeRequest } from '~/routes/__certification.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMemberDetail } from '~/session/signin.server'
import { CertificationFields } from '~/ui/auth/CertificationFields'
import { ReauthFields } from '~/ui/auth/ReauthFields'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.mobileTitle} | ${MSG.brand.name}`)

/** 인증번호 받기 echoes what was typed but the password (decision 042): its answer is never stored (decision 026). */
export const headers = formCacheControl

/** Which proof the member re-authenticates with; an unknown answer is taken as "has a password" (V2 decides). */
const reauthOf = (userInfo: { hasPassword?: boolean | null; mobileNo?: string | null }) => ({
  hasPassword: userInfo.hasPassword !== false,
  maskedNumber: maskedMobile(userInfo.mobileNo),
})

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { detail } = await requireMemberDetail(request, context)
  return json(reauthOf(detail.userInfo), { headers: cacheHeaders('never-stored') })
}

/** Besides the password, which no reply carries (decision 042). */
const HIDE = ['currentCertificationKey']

/**
 * A new number is proven by a certification code sent to it (spec §5 rules; purpose CHANGE), by a
 * member who re-authenticated: the number recovers the password, so a session alone must not move
 * it (docs/security.md). V2 checks the proof and tells the old number.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, detail } = await requireMemberDetail(request, context)
  const { hasPassword } = reauthOf(detail.userInfo)
  const formData = await readForm(request)
  const currentAnswer = await answerCurrentNumberCodeRequest(ctx, formData, detail.userInfo.mobileNo, { sent: null })
  if (currentAnswer) return currentAnswer
  const codeAnswer = await answerCodeRequest(ctx, formData, 'CHANGE', { currentSent: null })
  if (codeAnswer) return codeAnswer
  const submission = parseSubmission(formData, { schema: mobileChangeSchema(hasPassword) })
  if (submission.status !== 'success')
    return json({ result: submission.reply({ hideFields: HIDE }), sent: null, currentSent: null }, { status: 400 })
  try {
    await profile.mobile(ctx, submission.value)
  } catch (error) {
    const fields = {
      mobile_no: 'mobileNo',
      certification_key: 'certificationKey',
      current_password: 'currentPassword',
      current_certification_key: 'currentCertificationKey',
    }
    return json({ result: replyWithBackendError(submission.reply, error, HIDE, fields), sent: null, currentSent: null }, { status: 400 })
  }
  const saved = `${MY_MSG.info.mobileSaved} ${MSG.accountSecurity.otherSessionsEnded}`
  return redirect('/my/information', { headers: await flashHeaders(request, { toast: { message: saved, tone: 'success' } }) })
}

export default function MobileEdit() {
  const { hasPassword, maskedNumber } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<ReturnType<typeof mobileChangeSchema>>({ id: 'mobile', lastResult: actionData?.result })
  // One of the two exists, by the schema; the other is never rendered.
  const reauth = fields as unknown as Record<'currentPassword' | 'currentCertificationKey', (typeof fields)['mobileNo']>
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.info.mobileTitle} backTo="/my/information" />
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <p className="notice">{MSG.accountSecurity.reauthLead}</p>
        <ReauthFields
          hasPassword={hasPassword}
          maskedNumber={maskedNumber}
          password={reauth.currentPassword}
          passwordLabel={MSG.accountSecurity.currentPassword}
          certificationKey={reauth.currentCertificationKey}
          sentMessage={actionData && 'currentSent' in actionData ? (actionData.currentSent as string | null) : null}
        />
        <CertificationFields
          mobileNo={fields.mobileNo}
          certificationKey={fields.certificationKey}
          sentMessage={actionData && 'sent' in actionData ? (actionData.sent as string | null) : null}
        />
        <SubmitButton>{MY_MSG.info.save}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
