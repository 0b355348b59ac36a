import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { adoption } from '~/backends/adoption.server'
import { InquirySchema } from '~/domain/adoption.schema'
import { formatDate } from '~/domain/date-formats'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { formRefusal, readForm } from '~/http/form-reply.server'
import { notFound, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { animalFacts } from '~/ui/info/AnimalCard'
import { InquiryForm } from '~/ui/info/InquiryForm'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.adoption
const E = M.errors

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageMeta(data ? `${data.animal.name} | ${M.title}` : errorPageTitle(error))
export const headers = loaderCacheControl

const animalIdOf = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : null)

/** `/adoption/{animalId}`: an animal's profile and story, its shelter, and the inquiry form for members. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const animalId = animalIdOf(params.animalId)
  if (animalId === null) throw notFound()
  const ctx = await requestContext(request, context)
  const [animal, mine] = await withPageErrors(() =>
    Promise.all([adoption.animal(ctx, animalId), ctx.session ? adoption.inquiries(ctx) : Promise.resolve([])]),
  )
  const asked = mine.some((i) => i.animalId === animalId)
  return json({ animal, asked, signedIn: ctx.session !== null }, { headers: cacheHeaders('private') })
}

/** V2's refusals; its field names are snake_case, the form's camelCase. */
const REFUSALS: Record<string, string> = {
  ALREADY_INQUIRED: E.alreadyInquired,
  ANIMAL_NOT_AVAILABLE: E.notAvailable,
  CONSENT_REQUIRED: E.agreeRequired,
}
const FIELDS: Record<string, string> = { mobile_no: 'mobileNo', message: 'message', type: 'type', housing: 'housing', agree: 'agree' }

export async function action({ request, params, context }: ActionFunctionArgs) {
  const animalId = animalIdOf(params.animalId)
  if (animalId === null) throw notFound()
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: InquirySchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await adoption.inquire(ctx, { animalId, ...submission.value, agree: true })
  } catch (error) {
    const refused = formRefusal(error)
    const field = typeof refused.details.field === 'string' ? FIELDS[refused.details.field] : undefined
    const message = (refused.reason && REFUSALS[refused.reason]) || refused.message
    const reply =
      field && !REFUSALS[refused.reason ?? '']
        ? submission.reply({ fieldErrors: { [field]: [message] } })
        : submission.reply({ formErrors: [message] })
    return json({ result: reply }, { status: refused.status === 404 ? 404 : 400 })
  }
  return redirect('/adoption/inquiries', { headers: await flashHeaders(request, { toast: { message: M.inquiry.done, tone: 'success' } }) })
}

export default function AnimalPage() {
  const { animal, asked, signedIn } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const here = `/adoption/${animal.animalId}`
  return (
    <article className="info-page">
      <PageHeader title={M.title} backTo="/adoption" titleIsHeading={false} />
      <img src={animal.imageUrl} alt="" width={400} height={400} className="animal-detail__image" />
      <header className="info-hero">
        <span className="record-status" data-status={animal.status}>
          {M.status[animal.status]}
        </span>
        <h1 className="info-hero__title">{animal.name}</h1>
        <p className="info-hero__lead">{animalFacts(animal)}</p>
      </header>
      <section className="detail-section" aria-labelledby="animal-profile">
        <h2 id="animal-profile">{M.profile}</h2>
        <ul className="plan-facts">
          <li>{M.weight(animal.weightKg)}</li>
          <li>{M.neutered(animal.neutered)}</li>
          <li>{M.vaccinated(animal.vaccinated)}</li>
          <li>{M.registered(formatDate(animal.registeredAt))}</li>
        </ul>
        <h3 className="info-subhead">{M.personality}</h3>
        <p className="detail-section__text">{animal.personality}</p>
        <h3 className="info-subhead">{M.story}</h3>
        <p className="detail-section__text">{animal.story}</p>
        <h3 className="info-subhead">{M.health}</h3>
        <p className="detail-section__text">{animal.healthNote}</p>
      </section>
      <section className="detail-section" aria-labelledby="animal-shelter">
        <h2 id="animal-shelter">{M.shelter}</h2>
        <p className="detail-section__text">
          <strong>{animal.shelter.name}</strong> · {animal.shelter.address}
        </p>
        <p className="detail-section__text">{`${M.hours} ${animal.shelter.hours} · ${M.phone} ${animal.shelter.phone}`}</p>
      </section>
      <div className="detail-section">
        {animal.status === 'ADOPTED' ? (
          <p className="notice" role="status">
            {M.inquiry.adopted}
          </p>
        ) : asked ? (
          <p className="notice" role="status">
            {M.inquiry.asked}
          </p>
        ) : signedIn ? (
          <InquiryForm lastResult={actionData?.result} />
        ) : (
          <Link to={`/auth/signin?next=${encodeURIComponent(here)}`} className="button button--primary button--block">
            {M.inquiry.login}
          </Link>
        )}
      </div>
    </article>
  )
}

export const ErrorBoundary = ShopErrorBoundary
