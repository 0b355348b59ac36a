import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { accounts } from '~/backends/accounts.server'
import { users } from '~/backends/user.server'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { GENDER_LABELS } from '~/domain/pet'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.pets.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = loaderCacheControl

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const pets = await withPageErrors(() => accounts.pets(ctx))
  return json({ pets }, { headers: cacheHeaders('never-stored') })
}

const MainSchema = z.object({ intent: z.literal('main'), petId: z.coerce.number().int().positive() })

/** 대표로 설정: the main pet is the one the shop personalises for (spec §3 topAnimalInfo). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const parsed = MainSchema.safeParse(Object.fromEntries(await readForm(request)))
  const toast = async (message: string, tone: 'success' | 'error') =>
    redirect('/pet', { headers: await flashHeaders(request, { toast: { message, tone } }) })
  if (!parsed.success) return toast(MSG.error.badRequest, 'error')
  const pet = await withPageErrors(
    async () => {
      await accounts.setMainPet(ctx, parsed.data.petId)
      users.forget(ctx)
      return (await accounts.pets(ctx)).find((p) => p.petId === parsed.data.petId)
    },
    // Another member's pet is unknown to V2: the pet is not found, not the page.
    { NOT_FOUND: () => toast(MY_MSG.pets.notFound, 'error'), '*': (error) => toast(error.message, 'error') },
  )
  return toast(MY_MSG.pets.mainSet(pet?.name ?? ''), 'success')
}

export default function Pets() {
  const { pets } = useLoaderData<typeof loader>()
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.pets.title} backTo="/my" />
      {pets.length === 0 ? (
        <EmptyState message={MSG.pet.none} action={MSG.my.addPet} to="/pet/register?next=/pet" />
      ) : (
        <ul className="my__section" aria-label={MY_MSG.pets.title}>
          {pets.map((pet) => (
            <li key={pet.petId} className="pet-card">
              <span className="pet-card__name">
                {pet.name} {pet.isMain ? <span className="badge-inline">{MY_MSG.pets.main}</span> : null}
                <span className="pet-card__meta">
                  {[
                    pet.animalGroup2Name,
                    pet.totalCount != null ? MSG.pet.age(pet.totalCount) : null,
                    pet.genderCode ? GENDER_LABELS[pet.genderCode] : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="pet-card__actions">
                {pet.isMain ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="main" />
                    <input type="hidden" name="petId" value={pet.petId} />
                    <button type="submit" className="button button--small" aria-label={`${pet.name} ${MY_MSG.pets.makeMain}`}>
                      {MY_MSG.pets.makeMain}
                    </button>
                  </Form>
                )}
                <Link to={`/pet/${pet.petId}/edit`} className="button button--small" aria-label={`${pet.name} ${MY_MSG.pets.edit}`}>
                  {MY_MSG.pets.edit}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="my-edit__more">
        <Link to="/pet/register?next=/pet" className="button">
          {MSG.my.addPet}
        </Link>
      </p>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
