import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { profile } from '~/backends/profile.server'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { NicknameFormSchema } from '~/domain/profile.schema'
import { cacheHeaders, formCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember, requireMemberDetail } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.nicknameTitle} | ${MSG.brand.name}`)

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = formCacheControl

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { detail } = await requireMemberDetail(request, context)
  return json({ nickname: detail.userInfo.nickname ?? '' }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: NicknameFormSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await profile.nickname(ctx, submission.value.nickname)
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error, undefined, { nickname: 'nickname' }) }, { status: 400 })
  }
  return redirect('/my/information', {
    headers: await flashHeaders(request, { toast: { message: MY_MSG.info.nicknameSaved, tone: 'success' } }),
  })
}

export default function NicknameEdit() {
  const { nickname } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof NicknameFormSchema>({
    id: 'nickname',
    lastResult: actionData?.result,
    defaultValue: { nickname },
  })
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.info.nicknameTitle} backTo="/my/information" />
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.nickname} label={MY_MSG.info.nickname} autoComplete="nickname" placeholder={MSG.placeholder.nickname} />
        <SubmitButton>{MY_MSG.info.save}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
