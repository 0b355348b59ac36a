import type { Queryable } from '../db/types'

export type Breed = { animal_group2_id: number; animal_group2_name: string; breed_size: 'L' | 'M' | 'S' | null }

/** Dog breeds carry a size (L/M/S); cat breeds ("tastes") do not. */
export async function listBreeds(db: Queryable, animalGroup1Id: 1 | 2): Promise<Breed[]> {
  return db.query<Breed>(
    `select breed_id as animal_group2_id, name as animal_group2_name, breed_size
       from breeds where animal_group1_id = $1 order by breed_id`,
    [animalGroup1Id],
  )
}

export async function findBreed(db: Queryable, animalGroup1Id: number, breedId: number): Promise<Breed | undefined> {
  const [row] = await db.query<Breed>(
    `select breed_id as animal_group2_id, name as animal_group2_name, breed_size
       from breeds where animal_group1_id = $1 and breed_id = $2`,
    [animalGroup1Id, breedId],
  )
  return row
}
