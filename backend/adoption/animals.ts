import type { Queryable } from '../db/types'

/** Contract `AdoptionAnimal` (BFF, camelCase). */
export type AdoptionAnimal = {
  animalId: number
  animalGroup1Id: number
  name: string
  breedName: string
  genderCode: 'M' | 'F'
  ageMonths: number
  weightKg: number
  neutered: boolean
  vaccinated: boolean
  status: 'WAITING' | 'FOSTER' | 'ADOPTED'
  registeredAt: string
  imageUrl: string
  shelter: { shelterId: number; name: string; region: string }
}

export type AdoptionAnimalDetail = AdoptionAnimal & {
  personality: string
  story: string
  healthNote: string
  shelter: AdoptionAnimal['shelter'] & { address: string; phone: string; hours: string }
}

type Row = Omit<AdoptionAnimalDetail, 'shelter' | 'imageUrl' | 'registeredAt'> & {
  registeredAt: Date
  shelterId: number
  shelterName: string
  region: string
  address: string
  phone: string
  hours: string
}

const COLUMNS = `a.animal_id as "animalId", a.animal_group1_id as "animalGroup1Id", a.name, a.breed_name as "breedName",
  a.gender_code as "genderCode", a.age_months as "ageMonths", a.weight_kg::float8 as "weightKg", a.neutered, a.vaccinated,
  a.status, a.registered_at as "registeredAt", a.personality, a.story, a.health_note as "healthNote",
  s.shelter_id as "shelterId", s.name as "shelterName", s.region, s.address, s.phone, s.hours`

function toDetail({ shelterId, shelterName, region, address, phone, hours, registeredAt, ...animal }: Row): AdoptionAnimalDetail {
  return {
    ...animal,
    registeredAt: registeredAt.toISOString(),
    imageUrl: `/cdn/adoption/${animal.animalId}.svg`,
    shelter: { shelterId, name: shelterName, region, address, phone, hours },
  }
}

/**
 * `GET /adoption/animals`: animals still looking for a family first (newest notices first),
 * those already adopted last; optionally dogs or cats only.
 */
export async function listAnimals(db: Queryable, group: number | null): Promise<AdoptionAnimal[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from adoption_animals a join shelters s using (shelter_id)
      where $1::smallint is null or a.animal_group1_id = $1
      order by (a.status = 'ADOPTED'), a.registered_at desc, a.animal_id`,
    [group],
  )
  return rows.map((row) => {
    const { personality: _p, story: _s, healthNote: _h, shelter, ...animal } = toDetail(row)
    return { ...animal, shelter: { shelterId: shelter.shelterId, name: shelter.name, region: shelter.region } }
  })
}

/** `GET /adoption/animal`: one animal with its story and its shelter's contact; null when unknown. */
export async function findAnimal(db: Queryable, animalId: number): Promise<AdoptionAnimalDetail | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from adoption_animals a join shelters s using (shelter_id) where a.animal_id = $1`, [
    animalId,
  ])
  return row ? toDetail(row) : null
}
