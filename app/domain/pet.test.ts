import { describe, expect, test } from 'vitest'
import {
  ANIMAL_GROUP,
  ageBucket,
  ageInYears,
  BODY_TYPE_LABELS,
  BREED_SIZE_LABELS,
  BREED_SIZE_OPTIONS,
  GENDER_LABELS,
  isCalendarDate,
  isWeightOffered,
  seoulDate,
  type TopAnimalInfo,
  userLoggerAttributes,
  WEIGHT_OPTIONS,
  weightBucket,
  weightOptions,
} from './pet'

describe('[R3.10] age bucket from totalCount', () => {
  test.each([
    [0, 'KITTEN'],
    [0.9, 'KITTEN'],
    [1, 'JUNIOR'],
    [3, 'JUNIOR'],
    [4, 'ADULT'],
    [7, 'ADULT'],
    [8, 'SENIOR'],
    [15, 'SENIOR'],
  ] as const)('%s years is %s', (years, bucket) => {
    expect(ageBucket(years)).toBe(bucket)
  })
})

describe('[R3.11] weight bucket', () => {
  test.each([
    [0, '0_1'],
    [1, '1_2'],
    [2, '2_3'],
    [3, '3_4'],
    [4, '4_5'],
  ] as const)('code %s is %s at any age', (code, bucket) => {
    for (const age of ['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'] as const) expect(weightBucket(code, age)).toBe(bucket)
  })

  test('-1 (unknown) is none, at any age', () => {
    for (const age of ['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'] as const) expect(weightBucket(-1, age)).toBeNull()
  })

  test.each([5, 6, 7, 8, 99])('a kitten of code %s is 5: the kitten rule comes first', (code) => {
    expect(weightBucket(code, 'KITTEN')).toBe('5')
  })

  test.each(['JUNIOR', 'ADULT', 'SENIOR'] as const)('an older pet (%s) of code 5 or 6 is 5_6', (age) => {
    expect(weightBucket(5, age)).toBe('5_6')
    expect(weightBucket(6, age)).toBe('5_6')
  })

  test.each([7, 8, 99, -2])('an older pet of code %s is 7 ("anything else")', (code) => {
    expect(weightBucket(code, 'ADULT')).toBe('7')
  })
})

const dog: TopAnimalInfo = {
  totalCount: 0,
  animalGroup1Id: 1,
  animalGroup1Name: '강아지',
  animalGroup2Id: 101,
  animalGroup2Name: '말티즈',
  birthday: '2025-06-01',
  genderCode: 'F',
  bodyType: 'N',
  breedSize: 'S',
  weight: 6,
}
const cat: TopAnimalInfo = {
  ...dog,
  totalCount: 9,
  animalGroup1Id: 2,
  animalGroup1Name: '고양이',
  animalGroup2Id: 201,
  animalGroup2Name: '코리안 숏헤어',
  breedSize: null,
  weight: 4,
}

describe('[R3.12] user logger attributes', () => {
  test('a dog gives age, gender (animal group), taste (breed), etc1 (weight bucket) and etc2 (breed size)', () => {
    expect(userLoggerAttributes(dog)).toEqual({ age: 'KITTEN', gender: 1, taste: 101, etc1: '5', etc2: 'S' })
    expect(userLoggerAttributes({ ...dog, totalCount: 5, breedSize: 'L' })).toEqual({
      age: 'ADULT',
      gender: 1,
      taste: 101,
      etc1: '5_6',
      etc2: 'L',
    })
  })

  test('a dog of unknown weight and size still has etc1 and etc2, as null', () => {
    expect(userLoggerAttributes({ ...dog, weight: -1, breedSize: null })).toEqual({
      age: 'KITTEN',
      gender: 1,
      taste: 101,
      etc1: null,
      etc2: null,
    })
  })

  test('a cat gives age, gender and taste only, with no etc keys at all', () => {
    const attributes = userLoggerAttributes(cat)
    expect(attributes).toEqual({ age: 'SENIOR', gender: 2, taste: 201 })
    expect(Object.keys(attributes).sort()).toEqual(['age', 'gender', 'taste'])
  })

  test('a cat with a recorded size still sends none', () => {
    expect(userLoggerAttributes({ ...cat, breedSize: 'M' })).not.toHaveProperty('etc2')
  })
})

describe('age in whole years', () => {
  const at = (kstDate: string) => new Date(`${kstDate}T12:00:00+09:00`)

  test('one less until this year’s birthday is reached', () => {
    expect(ageInYears('2020-05-14', at('2024-05-13'))).toBe(3)
    expect(ageInYears('2020-05-14', at('2024-05-14'))).toBe(4)
    expect(ageInYears('2020-05-14', at('2024-12-31'))).toBe(4)
    expect(ageInYears('2020-12-31', at('2021-01-01'))).toBe(0)
  })

  test('the day is the Korean day: 00:30 in Seoul is already the birthday while UTC is the day before', () => {
    const justAfterMidnightInSeoul = new Date('2024-05-13T15:30:00Z')
    expect(ageInYears('2020-05-14', justAfterMidnightInSeoul)).toBe(4)
    expect(ageInYears('2020-05-14', new Date('2024-05-13T14:30:00Z'))).toBe(3)
  })

  test('a 29 February birthday comes round on 1 March in common years', () => {
    expect(ageInYears('2020-02-29', at('2021-02-28'))).toBe(0)
    expect(ageInYears('2020-02-29', at('2021-03-01'))).toBe(1)
    expect(ageInYears('2020-02-29', at('2024-02-29'))).toBe(4)
  })

  test('a birthday today or in the future is 0; a malformed one is null', () => {
    expect(ageInYears('2024-05-14', at('2024-05-14'))).toBe(0)
    expect(ageInYears('2030-01-01', at('2024-05-14'))).toBe(0)
    expect(ageInYears('2023-02-29', at('2024-05-14'))).toBeNull()
    expect(ageInYears('14/05/2020', at('2024-05-14'))).toBeNull()
  })
})

describe('calendar dates', () => {
  test('the Korean date is UTC plus nine hours', () => {
    expect(seoulDate(new Date('2024-12-31T14:59:59Z'))).toBe('2024-12-31')
    expect(seoulDate(new Date('2024-12-31T15:00:00Z'))).toBe('2025-01-01')
  })

  test.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-01', false],
    ['2024-01-01T00:00', false],
  ])('%s is a real day: %s', (value, real) => {
    expect(isCalendarDate(value)).toBe(real)
  })
})

describe('Korean labels', () => {
  test('gender, body type and breed size', () => {
    expect(GENDER_LABELS).toEqual({ M: '남아', F: '여아' })
    expect(BODY_TYPE_LABELS).toEqual({ F: '통통해요', N: '적당해요', S: '날씬해요' })
    expect(BREED_SIZE_LABELS).toEqual({ L: '대형견', M: '중형견', S: '소형견' })
  })

  test('weight options run from unknown to 25kg or more (large dogs), in order', () => {
    expect(WEIGHT_OPTIONS).toEqual([
      { code: -1, label: '모름' },
      { code: 0, label: '1kg 미만' },
      { code: 1, label: '1~2kg' },
      { code: 2, label: '2~3kg' },
      { code: 3, label: '3~4kg' },
      { code: 4, label: '4~5kg' },
      { code: 5, label: '5~6kg' },
      { code: 6, label: '6~7kg' },
      { code: 7, label: '7~10kg' },
      { code: 8, label: '10~15kg' },
      { code: 9, label: '15~25kg' },
      { code: 10, label: '25kg 이상' },
    ])
    // Every code above 6 is the logger's bucket '7' (spec §3 "anything else 7").
    for (const code of [7, 8, 9, 10]) expect(weightBucket(code, 'ADULT')).toBe('7')
  })

  test('a dog is offered every weight, up to 25kg 이상', () => {
    expect(weightOptions(ANIMAL_GROUP.dog)).toEqual(WEIGHT_OPTIONS)
  })

  test("a cat is offered weights up to 10kg 이상, never the large dogs' classes", () => {
    const cat = weightOptions(ANIMAL_GROUP.cat)
    expect(cat.map((option) => option.code)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(cat.at(-1)).toEqual({ code: 8, label: '10kg 이상' })
    expect(cat.map((option) => option.label)).not.toContain('25kg 이상')
    expect(isWeightOffered(ANIMAL_GROUP.cat, 9)).toBe(false)
    expect(isWeightOffered(ANIMAL_GROUP.cat, 8)).toBe(true)
    expect(isWeightOffered(ANIMAL_GROUP.dog, 10)).toBe(true)
  })

  test('sizes are listed small to large: 소형견, 중형견, 대형견', () => {
    expect(BREED_SIZE_OPTIONS.map((option) => option.label)).toEqual(['소형견', '중형견', '대형견'])
    expect(BREED_SIZE_OPTIONS.map((option) => option.value)).toEqual(['S', 'M', 'L'])
  })
})
