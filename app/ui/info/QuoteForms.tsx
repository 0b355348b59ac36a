import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ManualQuoteSchema, PetQuoteSchema } from '~/domain/insurance.schema'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { BREED_SIZE_LABELS } from '~/domain/pet'
import type { Pet } from '~/domain/user.schema'
import { getFormProps } from '~/ui/form/props'
import { Field, FormErrors, RadioGroup, Select } from '../form/Field'
import { SubmitButton } from '../form/SubmitButton'
import { useShopForm } from '../form/use-shop-form'

const M = INFO_MSG.insurance.quote
type Result = SubmissionResult<string[]> | null | undefined
/** Most dogs here are small: the picker reads small to large. */
const SIZES_SMALL_FIRST = ['S', 'M', 'L'] as const

/** A quote for one of the member's pets: a GET form, so the quote is a link that can be shared or reloaded. */
export function PetQuoteForm({ pets, lastResult, petId }: { pets: readonly Pet[]; lastResult: Result; petId: string | null }) {
  const [form, fields] = useShopForm<typeof PetQuoteSchema>({ id: 'quote-pet', lastResult, defaultValue: petId ? { petId } : undefined })
  return (
    <Form
      method="get"
      action="/insurance"
      {...getFormProps(form)}
      className="form quote-form"
      aria-labelledby="quote-pet-title"
      preventScrollReset
    >
      <h3 id="quote-pet-title" className="quote-form__title">
        {M.byPet}
      </h3>
      <Select
        meta={fields.petId}
        label={M.pet}
        placeholder={INFO_MSG.insurance.apply.choose}
        options={pets.map((p) => ({ value: String(p.petId), label: `${p.name} (${p.animalGroup1Id === 1 ? MSG.pet.dog : MSG.pet.cat})` }))}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton>{M.submit}</SubmitButton>
    </Form>
  )
}

/** A quote from the animal, a dog's size and the age: guests too. */
export function ManualQuoteForm({ lastResult, values }: { lastResult: Result; values: Record<string, string> }) {
  const [form, fields] = useShopForm<typeof ManualQuoteSchema>({ id: 'quote-manual', lastResult, defaultValue: values })
  return (
    <Form
      method="get"
      action="/insurance"
      {...getFormProps(form)}
      className="form quote-form"
      aria-labelledby="quote-manual-title"
      preventScrollReset
    >
      <h3 id="quote-manual-title" className="quote-form__title">
        {M.manual}
      </h3>
      <RadioGroup
        meta={fields.animal}
        legend={MSG.pet.kind}
        options={[
          { value: '1', label: MSG.pet.dog },
          { value: '2', label: MSG.pet.cat },
        ]}
      />
      <RadioGroup
        meta={fields.breedSize}
        legend={`${MSG.pet.breedSizeLabel} (${MSG.pet.dog})`}
        options={SIZES_SMALL_FIRST.map((s) => ({ value: s, label: BREED_SIZE_LABELS[s] }))}
      />
      <Field meta={fields.age} label={M.age} type="number" inputMode="numeric" hint={M.ageHint} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton>{M.submit}</SubmitButton>
    </Form>
  )
}
