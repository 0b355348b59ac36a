import * as MSG from '~/domain/messages'
import { BODY_TYPE_LABELS, BREED_SIZE_OPTIONS, GENDER_LABELS, weightOptions } from '~/domain/pet'
import type { Breed } from '~/domain/user.schema'
import type { FieldMeta } from '~/ui/form/use-shop-form'
import { Field, RadioGroup, Select } from '../form/Field'

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

type Fields = Record<'name' | 'animalGroup2Id' | 'birthday' | 'genderCode' | 'bodyType' | 'breedSize' | 'weight', FieldMeta>

/** The pet's fields of spec §3, the same for registering and editing. */
export function PetFields({ fields, breeds, animal }: { fields: Fields; breeds: Breed[]; animal: 1 | 2 }) {
  return (
    <>
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
      {animal === 1 ? <RadioGroup meta={fields.breedSize} legend={MSG.pet.breedSizeLabel} options={[...BREED_SIZE_OPTIONS]} /> : null}
      <Select
        meta={fields.weight}
        label={MSG.pet.weightLabel}
        placeholder={MSG.pet.choose}
        options={weightOptions(animal).map((w) => ({ value: String(w.code), label: w.label }))}
      />
    </>
  )
}
