import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { replyWithBackendError } from '~/backends/form-reply.server'
import { withPageErrors } from '~/backends/respond.server'
import { users } from '~/backends/user.server'
import { withObjectParticle } from '~/domain/format'
import { MSG } from '~/domain/messages'
import { BODY_TYPE_LABELS, BREED_SIZE_LABELS, GENDER_LABELS, WEIGHT_OPTIONS } from '~/domain/pet'
import { PetRegisterSchema } from '~/domain/pet.schema'
import { safeNext } from '~/domain/redirect'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { PageHeader } from '~/ui/PageHeader'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Field, FormErrors, RadioGroup, Select } from '~/ui/form/Field'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'

export const meta: MetaFunction = () => [{ title: `${MSG.pet.registerTitle} | ${MSG.brand.name}` }]

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const url = new URL(request.url)
  const animal = url.searchParams.get('animal') === '2' ? 2 : 1
  const { breeds } = await withPageErrors(() => accounts.breeds(ctx, animal))
  return json({ animal, breeds, next: safeNext(url.searchParams.get('next'), '/my') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: PetRegisterSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await accounts.registerPet(ctx, submission.value)
    users.forget(ctx)
    const next = safeNext(formData.get('next'), '/my')
    return redirect(next, { headers: await flashHeaders(request, { toast: { message: MSG.pet.registered(withObjectParticle(submission.value.name)), tone: 'success' } }) })
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error) }, { status: 400 })
  }
}

export default function PetRegister() {
  const { animal, breeds, next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm({ id: `pet-${animal}`, schema: PetRegisterSchema, lastResult: actionData?.result })
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
        <Field meta={fields.name} label={MSG.pet.name} maxLength={10} autoComplete="off" />
        <Select
          meta={fields.animalGroup2Id}
          label={MSG.pet.breed}
          placeholder={MSG.pet.choose}
          options={breeds.map((b) => ({ value: String(b.animalGroup2Id), label: b.animalGroup2Name }))}
        />
        <Field meta={fields.birthday} label={MSG.pet.birthday} type="date" />
        <RadioGroup meta={fields.genderCode} legend={MSG.pet.genderLabel} options={options(GENDER_LABELS)} />
        <RadioGroup meta={fields.bodyType} legend={MSG.pet.bodyTypeLabel} options={options(BODY_TYPE_LABELS)} />
        {animal === 1 ? <RadioGroup meta={fields.breedSize} legend={MSG.pet.breedSizeLabel} options={options(BREED_SIZE_LABELS)} /> : null}
        <Select
          meta={fields.weight}
          label={MSG.pet.weightLabel}
          placeholder={MSG.pet.choose}
          options={WEIGHT_OPTIONS.map((w) => ({ value: String(w.code), label: w.label }))}
        />
        <SubmitButton>{MSG.pet.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
