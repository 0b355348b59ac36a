import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { users } from '~/backends/user.server'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { PetRegisterSchema } from '~/domain/pet.schema'
import { parseRecordId } from '~/domain/record-id'
import { cacheHeaders, formCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { notFound, withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PetFields } from '~/ui/my/PetFields'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data ? MY_MSG.pets.editTitle(data.pet.name) : MY_MSG.pets.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

const petIdOf = parseRecordId

/** Only the member's own pets: another member's id is the same not-found as an unknown one. */
async function ownPet(request: Request, context: LoaderFunctionArgs['context'], raw: string | undefined) {
  const ctx = await requireMember(request, context)
  const petId = petIdOf(raw)
  const pet = petId === null ? undefined : (await withPageErrors(() => accounts.pets(ctx))).find((p) => p.petId === petId)
  if (!pet) throw notFound(MY_MSG.pets.notFound)
  return { ctx, pet }
}

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = formCacheControl

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { ctx, pet } = await ownPet(request, context, params.petId)
  const animal: 1 | 2 = pet.animalGroup1Id === 2 ? 2 : 1
  const { breeds } = await withPageErrors(() => accounts.breeds(ctx, animal))
  return json({ pet, animal, breeds }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { ctx, pet } = await ownPet(request, context, params.petId)
  const formData = await readForm(request)
  const done = async (message: string) => {
    users.forget(ctx)
    return redirect('/pet', { headers: await flashHeaders(request, { toast: { message, tone: 'success' } }) })
  }
  if (formData.get('intent') === 'delete') {
    await withPageErrors(() => accounts.deletePet(ctx, pet.petId), {
      '*': async (error) =>
        redirect('/pet', { headers: await flashHeaders(request, { toast: { message: error.message, tone: 'error' } }) }),
    })
    return done(MY_MSG.pets.deleted)
  }
  const submission = parseWithZod(formData, { schema: PetRegisterSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await accounts.updatePet(ctx, pet.petId, submission.value)
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error) }, { status: 400 })
  }
  return done(MY_MSG.pets.saved)
}

export default function PetEdit() {
  const { pet, animal, breeds } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof PetRegisterSchema>({
    id: `pet-edit-${pet.petId}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: pet.name,
      animalGroup2Id: pet.animalGroup2Id == null ? '' : String(pet.animalGroup2Id),
      birthday: pet.birthday ?? '',
      genderCode: pet.genderCode ?? '',
      bodyType: pet.bodyType ?? '',
      breedSize: pet.breedSize ?? '',
      weight: pet.weight == null ? '' : String(pet.weight),
    },
  })
  return (
    <div className="my-edit">
      <PageHeader title={MY_MSG.pets.editTitle(pet.name)} backTo="/pet" />
      <Form method="post" className="form" {...getFormProps(form)}>
        <input type="hidden" name="animalGroup1Id" value={animal} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <PetFields fields={fields} breeds={breeds} animal={animal} />
        <SubmitButton>{MY_MSG.info.save}</SubmitButton>
      </Form>
      <details className="my-edit__danger">
        <summary>{MY_MSG.pets.delete}</summary>
        <Form method="post">
          <p>{MY_MSG.pets.confirmDelete(pet.name)}</p>
          <button type="submit" name="intent" value="delete" className="button">
            {MY_MSG.pets.deleteConfirm}
          </button>
        </Form>
      </details>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
