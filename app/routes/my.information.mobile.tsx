import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json, redirect } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { answerCodeRequest } from '~/backends/certification.server'
import { readForm, replyWithBackendError } from '~/backends/form-reply.server'
import { profile } from '~/backends/profile.server'
import { MSG } from '~/domain/messages'
import { MY_MSG } from '~/domain/messages.my'
import { MobileFormSchema } from '~/domain/profile.schema'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { CertificationFields, validateWithCertification } from '~/ui/auth/CertificationFields'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors } from '~/ui/form/Field'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { PageHeader } from '~/ui/PageHeader'
import { pageMeta } from '~/ui/meta'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.mobileTitle} | ${MSG.brand.name}`)

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context)
  return null
}

/** A new number is proven by a certification code sent to it (spec §5 rules; purpose CHANGE). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  const codeAnswer = await answerCodeRequest(ctx, formData, 'CHANGE')
  if (codeAnswer) return codeAnswer
  const submission = parseWithZod(formData, { schema: MobileFormSchema })
  if (submission.status !== 'success') return json({ result: submission.reply(), sent: null }, { status: 400 })
  try {
    await profile.mobile(ctx, submission.value.mobileNo, submission.value.certificationKey)
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error, undefined, { mobile_no: 'mobileNo', certification_key: 'certificationKey' }), sent: null }, { status: 400 })
  }
  return redirect('/my/information', { headers: await flashHeaders(request, { toast: { message: MY_MSG.info.mobileSaved, tone: 'success' } }) })
}

export default function MobileEdit() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm({ id: 'mobile', schema: MobileFormSchema, lastResult: actionData?.result, onValidate: validateWithCertification(MobileFormSchema) })
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.info.mobileTitle} backTo="/my/information" />
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <CertificationFields mobileNo={fields.mobileNo} certificationKey={fields.certificationKey} sentMessage={actionData?.sent ?? null} />
        <SubmitButton>{MY_MSG.info.save}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
