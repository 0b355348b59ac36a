import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { insurance } from '~/backends/insurance.server'
import { formatWon } from '~/domain/format'
import { quotePremium } from '~/domain/insurance'
import { ApplySchema } from '~/domain/insurance.schema'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { formRefusal, readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { Checkbox, FormErrors, Select } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.insurance
const E = M.errors

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction = () => pageMeta(`${M.apply.title} | ${MSG.brand.name}`)
export const headers = loaderCacheControl

/** `/insurance/apply?planId=&petId=`: a member applies for a plan for one of their pets. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const params = new URL(request.url).searchParams
  const [plans, pets] = await withPageErrors(() => Promise.all([insurance.plans(ctx), accounts.pets(ctx)]))
  const plan = plans.find((p) => String(p.planId) === params.get('planId'))
  const pet = pets.find((p) => String(p.petId) === params.get('petId'))
  const quote =
    plan && pet && pet.totalCount != null
      ? quotePremium(plan, { animalGroup1Id: pet.animalGroup1Id, ageYears: pet.totalCount, breedSize: pet.breedSize ?? null })
      : null
  return json(
    {
      plans,
      pets,
      planId: plan ? String(plan.planId) : undefined,
      petId: pet ? String(pet.petId) : undefined,
      premium: plan && pet && quote?.eligible ? M.apply.premiumFor(plan.name, pet.name, formatWon(quote.monthlyPremium)) : null,
    },
    { headers: cacheHeaders('never-stored') },
  )
}

/** V2's refusals, under the field they are about; someone else's pet is unknown there (404). */
const REFUSALS: Record<string, { field?: 'planId' | 'petId'; message: string }> = {
  CONSENT_REQUIRED: { field: undefined, message: E.consentRequired },
  ALREADY_APPLIED: { field: 'planId', message: E.alreadyApplied },
  AGE_NOT_ELIGIBLE: { field: 'planId', message: E.notEligible },
  PET_AGE_UNKNOWN: { field: 'petId', message: E.petAgeUnknown },
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: ApplySchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await insurance.apply(ctx, { planId: submission.value.planId, petId: submission.value.petId, agree: true })
  } catch (error) {
    const refused = formRefusal(error)
    const known =
      refused.code === 'NOT_FOUND'
        ? { field: 'petId' as const, message: E.petNotFound }
        : refused.reason
          ? REFUSALS[refused.reason]
          : undefined
    const reply = known?.field
      ? submission.reply({ fieldErrors: { [known.field]: [known.message] } })
      : submission.reply({ formErrors: [known?.message ?? refused.message] })
    return json({ result: reply }, { status: 400 })
  }
  return redirect('/insurance/applications', {
    headers: await flashHeaders(request, { toast: { message: M.apply.done, tone: 'success' } }),
  })
}

export default function ApplyPage() {
  const { plans, pets, planId, petId, premium } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof ApplySchema>({
    id: 'insurance-apply',
    lastResult: actionData?.result,
    defaultValue: { planId, petId },
  })
  if (pets.length === 0) {
    return (
      <div className="info-page">
        <PageHeader title={M.apply.title} backTo="/insurance" />
        <EmptyState message={M.apply.noPets} action={M.quote.registerPet} to="/pet/register?next=/insurance/apply" />
      </div>
    )
  }
  return (
    <div className="info-page">
      <PageHeader title={M.apply.title} backTo="/insurance" />
      <Form method="post" {...getFormProps(form)} className="form info-form">
        <Select
          meta={fields.planId}
          label={M.apply.plan}
          placeholder={M.apply.choose}
          options={plans.map((p) => ({ value: String(p.planId), label: p.name }))}
        />
        <Select
          meta={fields.petId}
          label={M.apply.pet}
          placeholder={M.apply.choose}
          options={pets.map((p) => ({
            value: String(p.petId),
            label: `${p.name} (${p.animalGroup1Id === 1 ? MSG.pet.dog : MSG.pet.cat}, ${MSG.pet.age(p.totalCount ?? 0)})`,
          }))}
        />
        {premium !== null ? <p className="apply-premium">{premium}</p> : null}
        <p className="consent-body">{M.apply.consentBody}</p>
        <Checkbox meta={fields.agree} label={M.apply.consent} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton>{M.apply.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
