import { expect, test } from 'vitest'
import { similarPetQuery } from './similar-pet'

test('[R3.10] [R3.11] a dog is asked for by breed, age bucket, weight bucket and breed size', () => {
  expect(similarPetQuery({ animalGroup1Id: 1, animalGroup2Id: 101, totalCount: 5, weight: 3, breedSize: 'S' }, 42)).toEqual({
    animal_group1_id: 1,
    animal_group2_id: 101,
    age_bucket: 'ADULT',
    weight_bucket: '3_4',
    breed_size: 'S',
    exclude_product_id: 42,
    size: 10,
  })
})

test('a cat carries no breed size; an unknown weight and a kitten of 5 kg follow the buckets', () => {
  expect(similarPetQuery({ animalGroup1Id: 2, animalGroup2Id: 201, totalCount: 0, weight: 6, breedSize: 'M' })).toEqual({
    animal_group1_id: 2,
    animal_group2_id: 201,
    age_bucket: 'KITTEN',
    weight_bucket: '5',
    size: 10,
  })
  expect(similarPetQuery({ animalGroup1Id: 2, totalCount: 9, weight: -1 })).toEqual({ animal_group1_id: 2, age_bucket: 'SENIOR', size: 10 })
})

test('no main pet, or neither a dog nor a cat: no query', () => {
  expect(similarPetQuery(null)).toBeNull()
  expect(similarPetQuery({ animalGroup1Id: 3 })).toBeNull()
})
