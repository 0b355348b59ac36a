import { type Ctx, kstToday } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { breedSizeOf, listPets, type NewPet, PET_LOCK, type Pet } from './pets'

/**
 * Contract "V2: account settings, push consent and pet edits": editing, deleting and choosing the
 * main pet. Each runs under the member's pet lock in one transaction; someone else's pet (or an
 * unknown id) is 404 and nothing changes.
 */

const notFound = () => new HttpError(404, 'NOT_FOUND', '반려동물 정보를 찾을 수 없어요.')

/** Locks the member's pets and answers whether this pet is theirs and main; 404 otherwise. */
async function ownPet(tx: Queryable, userId: number, petId: number): Promise<{ is_main: boolean }> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [PET_LOCK, userId])
  const [row] = await tx.query<{ is_main: boolean }>(
    'select is_representative as is_main from pets where pet_id = $1 and user_id = $2 for update',
    [petId, userId],
  )
  if (!row) throw notFound()
  return row
}

/** Makes the pet main: the old main pet first lets go (one main pet per member, by index). */
async function makeMain(tx: Queryable, userId: number, petId: number): Promise<void> {
  await tx.query('update pets set is_representative = false where user_id = $1 and is_representative and pet_id <> $2', [userId, petId])
  await tx.query('update pets set is_representative = true where pet_id = $1 and user_id = $2', [petId, userId])
}

/**
 * Replaces the pet's fields with the form's (the same as /pet/register takes). `is_main: true`
 * makes it main; false or absent leaves the main pet as it is (choose another with /pet/main).
 */
export async function updatePet(ctx: Ctx, userId: number, petId: number, pet: NewPet): Promise<Pet> {
  await ctx.db.transaction(async (tx) => {
    await ownPet(tx, userId, petId)
    const breedSize = await breedSizeOf(tx, pet)
    await tx.query(
      `update pets set name = $3, animal_group1_id = $4, breed_id = $5, birthday = $6, gender_code = $7, body_type = $8,
                       breed_size = $9, weight_code = $10
        where pet_id = $1 and user_id = $2`,
      [
        petId,
        userId,
        pet.name,
        pet.animal_group1_id,
        pet.animal_group2_id,
        pet.birthday,
        pet.gender_code,
        pet.body_type,
        breedSize,
        pet.weight,
      ],
    )
    if (pet.is_main === true) await makeMain(tx, userId, petId)
  })
  const updated = (await listPets(ctx.db, userId, kstToday(ctx.now()))).find((p) => p.pet_id === petId)
  if (!updated) throw notFound()
  return updated
}

/** Deletes the pet; when it was main, the member's pet with the lowest id becomes main. */
export async function deletePet(ctx: Ctx, userId: number, petId: number): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const { is_main } = await ownPet(tx, userId, petId)
    await tx.query('delete from pets where pet_id = $1 and user_id = $2', [petId, userId])
    if (is_main) {
      await tx.query(
        `update pets set is_representative = true
          where pet_id = (select min(pet_id) from pets where user_id = $1)`,
        [userId],
      )
    }
  })
  return { ok: true }
}

/** Makes the pet main (`is_main` in the lists, `top_animal_info` of /user/detail). */
export async function setMainPet(ctx: Ctx, userId: number, petId: number): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const { is_main } = await ownPet(tx, userId, petId)
    if (!is_main) await makeMain(tx, userId, petId)
  })
  return { ok: true }
}
