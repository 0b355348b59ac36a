import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { users } from '~/backends/user.server'
import { withObjectParticle } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { PetRegisterSchema } from '~/domain/pet.schema'
import { safeNext } from '~/domain/redirect'
import { cacheHeaders, formCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PetFields } from '~/ui/my/PetFields'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MSG.pet.registerTitle} | ${MSG.brand.name}`)

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = formCacheControl

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const url = new URL(request.url)
  const animal = url.searchParams.get('animal') === '2' ? 2 : 1
  const { breeds } = await withPageErrors(() => accounts.breeds(ctx, animal))
  return json({ animal, breeds, next: safeNext(url.searchParams.get('next'), '/my') }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: PetRegisterSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await accounts.registerPet(ctx, submission.value)
    users.forget(ctx)
    const next = safeNext(formData.get('next'), '/my')
    return redirect(next, {
      headers: await flashHeaders(request, {
        toast: { message: MSG.pet.registered(withObjectParticle(submission.value.name)), tone: 'success' },
      }),
    })
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error) }, { status: 400 })
  }
}

export default function PetRegister() {
  const { animal, breeds, next } = useLoaderData<typeof loader>()
  const kind = animal === 2 ? 2 : 1
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof PetRegisterSchema>({ id: `pet-${animal}`, lastResult: actionData?.result })
  const query = (id: number) => `?animal=${id}&next=${encodeURIComponent(next)}`
  return (
    <div className="auth-page">
      <PageHeader title={MSG.pet.registerTitle} backTo={next} />
      <p className="auth-lead">{MSG.pet.registerLead}</p>
      <nav className="segmented" aria-label={MSG.pet.kind}>
        <Link to={query(1)} replace aria-current={animal === 1 ? 'page' : undefined}>
          {MSG.pet.dog}
        </Link>
        <Link to={query(2)} replace aria-current={animal === 2 ? 'page' : undefined}>
          {MSG.pet.cat}
        </Link>
      </nav>
      <Form method="post" className="form" {...getFormProps(form)}>
        <input type="hidden" name="animalGroup1Id" value={animal} />
        <input type="hidden" name="next" value={next} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <PetFields fields={fields} breeds={breeds} animal={kind} />
        <SubmitButton>{MSG.pet.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
