import { type AgeBucket, ageBucket, weightBucket } from './pet'

type MainPet = {
  totalCount?: number | null
  animalGroup1Id?: number | null
  animalGroup2Id?: number | null
  breedSize?: 'L' | 'M' | 'S' | null
  weight?: number | null
}

/**
 * The BFF's "similar to my pet" query from the main pet (spec §3 topAnimalInfo): its animal, its
 * taste (breed), its age and weight buckets and, for dogs, its breed size. Null when the pet is
 * not a dog or a cat. Only buckets leave the shop, never the pet's birthday or name.
 */
export function similarPetQuery(pet: MainPet | null | undefined, excludeProductId?: number): Record<string, string | number> | null {
  if (!pet || (pet.animalGroup1Id !== 1 && pet.animalGroup1Id !== 2)) return null
  const query: Record<string, string | number> = { animal_group1_id: pet.animalGroup1Id, size: 10 }
  if (pet.animalGroup2Id) query.animal_group2_id = pet.animalGroup2Id
  const age: AgeBucket | null = typeof pet.totalCount === 'number' ? ageBucket(pet.totalCount) : null
  if (age) query.age_bucket = age
  const weight = age && typeof pet.weight === 'number' ? weightBucket(pet.weight, age) : null
  if (weight) query.weight_bucket = weight
  if (pet.animalGroup1Id === 1 && pet.breedSize) query.breed_size = pet.breedSize
  if (excludeProductId) query.exclude_product_id = excludeProductId
  return query
}
