import { isWeightOffered } from '../../app/domain/pet'
import { groupName } from '../catalog/constants'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { findBreed } from './breeds'

/** A pet with the spec §3 animal fields, as /pet/list, pet_list and top_animal_info answer it. */
export type Pet = {
  pet_id: number
  name: string
  animal_group1_id: number
  animal_group1_name: string
  animal_group2_id: number | null
  animal_group2_name: string | null
  birthday: string | null
  /** age in whole years */
  total_count: number | null
  gender_code: 'M' | 'F'
  body_type: 'F' | 'N' | 'S'
  breed_size: 'L' | 'M' | 'S' | null
  weight: number
  is_main: boolean
}

/** The member's pets, main pet first; ages are counted up to `today` (YYYY-MM-DD, Korea). */
export async function listPets(db: Queryable, userId: number, today: string): Promise<Pet[]> {
  const rows = await db.query<Omit<Pet, 'animal_group1_name'>>(
    `select p.pet_id, p.name, p.animal_group1_id, p.breed_id as animal_group2_id, b.name as animal_group2_name,
            to_char(p.birthday, 'YYYY-MM-DD') as birthday,
            extract(year from age($2::date, p.birthday))::int as total_count,
            p.gender_code, p.body_type, p.breed_size, p.weight_code as weight, p.is_representative as is_main
       from pets p left join breeds b using (breed_id)
      where p.user_id = $1
      order by p.is_representative desc, p.pet_id`,
    [userId, today],
  )
  return rows.map((pet) => ({ ...pet, animal_group1_name: groupName(pet.animal_group1_id) }))
}

/** Spec §3 counts, from the same rows the lists come from so they always agree. */
export function countPets(pets: readonly Pet[]): { cat_cnt: number; dog_cnt: number } {
  return {
    cat_cnt: pets.filter((p) => p.animal_group1_id === 2).length,
    dog_cnt: pets.filter((p) => p.animal_group1_id === 1).length,
  }
}

export type NewPet = {
  animal_group1_id: 1 | 2
  animal_group2_id: number
  name: string
  birthday: string
  gender_code: 'M' | 'F'
  body_type: 'F' | 'N' | 'S'
  breed_size?: 'L' | 'M' | 'S' | undefined
  weight: number
  is_main?: boolean | null | undefined
}

/** A member may not keep more pets than this; the stand-in has no reason to grow without bound. */
const MAX_PETS = 20
/** Any fixed number: serialises a member's pet changes so "one main pet while there are pets" holds. */
export const PET_LOCK = 724_012

/**
 * The breed size to store: cats have none; a dog without one gets its breed's. A breed that is
 * not of the pet's animal, or a weight class not offered for it, is a field error.
 */
export async function breedSizeOf(db: Queryable, pet: NewPet): Promise<'L' | 'M' | 'S' | null> {
  // The form's weights by animal (decision 050): a cat has no class above 10kg 이상.
  if (!isWeightOffered(pet.animal_group1_id, pet.weight))
    throw new HttpError(400, 'BAD_REQUEST', '몸무게를 목록에서 다시 선택해 주세요.', { reason: 'INVALID_FORMAT', field: 'weight' })
  const breed = await findBreed(db, pet.animal_group1_id, pet.animal_group2_id)
  if (!breed) {
    throw new HttpError(400, 'BAD_REQUEST', '품종을 다시 선택해 주세요.', { reason: 'INVALID_FORMAT', field: 'animal_group2_id' })
  }
  return pet.animal_group1_id === 1 ? (pet.breed_size ?? breed.breed_size) : null
}

/** Registers a pet; the first one is main, and a new main pet takes over from the old one. */
export async function registerPet(ctx: Ctx, userId: number, pet: NewPet): Promise<{ pet_id: number }> {
  const breedSize = await breedSizeOf(ctx.db, pet)
  const now = ctx.now()
  const petId = await ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [PET_LOCK, userId])
    const [owned] = await tx.query<{ count: number }>('select count(*)::int as count from pets where user_id = $1', [userId])
    const count = owned?.count ?? 0
    if (count >= MAX_PETS) return null
    const main = count === 0 || pet.is_main === true
    if (main) await tx.query('update pets set is_representative = false where user_id = $1 and is_representative', [userId])
    const [row] = await tx.query<{ pet_id: number }>(
      `insert into pets (user_id, name, animal_group1_id, breed_id, birthday, gender_code, body_type, breed_size,
                         weight_code, is_representative, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning pet_id`,
      [
        userId,
        pet.name,
        pet.animal_group1_id,
        pet.animal_group2_id,
        pet.birthday,
        pet.gender_code,
        pet.body_type,
        breedSize,
        pet.weight,
        main,
        now.toISOString(),
      ],
    )
    return row?.pet_id ?? null
  })
  if (petId === null) {
    throw new HttpError(400, 'BAD_REQUEST', `반려동물은 ${MAX_PETS}마리까지 등록할 수 있어요.`, { reason: 'INVALID_FORMAT', field: 'name' })
  }
  return { pet_id: petId }
}
