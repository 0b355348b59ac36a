import { describe, expect, test } from 'vitest'
import { type PlanTerms, quotePremium, startingPremium } from './insurance'

const rates = (dog: number[], cat: number[]) =>
  (['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'] as const).flatMap((ageBucket, i) => [
    { animalGroup1Id: 1, ageBucket, monthlyPremium: dog[i] as number },
    { animalGroup1Id: 2, ageBucket, monthlyPremium: cat[i] as number },
  ])

const basic: PlanTerms = {
  minJoinAge: 0,
  maxJoinAge: 10,
  sizeFactors: { S: 100, M: 115, L: 130 },
  rates: rates([14_900, 17_900, 24_900, 39_900], [12_900, 15_900, 21_900, 34_900]),
}
const senior: PlanTerms = {
  minJoinAge: 8,
  maxJoinAge: 13,
  sizeFactors: { S: 100, M: 115, L: 130 },
  rates: [{ animalGroup1Id: 1, ageBucket: 'SENIOR', monthlyPremium: 45_900 }],
}

const dog = (ageYears: number, breedSize: 'S' | 'M' | 'L' | null = 'S') => ({ animalGroup1Id: 1, ageYears, breedSize })

describe('pet insurance premiums', () => {
  test('follow the spec §3 age bucket at each edge: 0 KITTEN, 1 and 3 JUNIOR, 4 and 7 ADULT, 8 SENIOR', () => {
    const premium = (age: number) => quotePremium(basic, dog(age))
    expect(premium(0)).toEqual({ eligible: true, ageBucket: 'KITTEN', monthlyPremium: 14_900 })
    expect(premium(1)).toMatchObject({ ageBucket: 'JUNIOR', monthlyPremium: 17_900 })
    expect(premium(3)).toMatchObject({ ageBucket: 'JUNIOR', monthlyPremium: 17_900 })
    expect(premium(4)).toMatchObject({ ageBucket: 'ADULT', monthlyPremium: 24_900 })
    expect(premium(7)).toMatchObject({ ageBucket: 'ADULT', monthlyPremium: 24_900 })
    expect(premium(8)).toMatchObject({ ageBucket: 'SENIOR', monthlyPremium: 39_900 })
  })

  test('a dog pays its size factor, rounded to 10 won; unknown size counts as medium; cats pay the table', () => {
    expect(quotePremium(basic, dog(0, 'M'))).toMatchObject({ monthlyPremium: 17_140 }) // 14,900 × 1.15 = 17,135
    expect(quotePremium(basic, dog(0, 'L'))).toMatchObject({ monthlyPremium: 19_370 })
    expect(quotePremium(basic, dog(0, null))).toMatchObject({ monthlyPremium: 17_140 })
    expect(quotePremium(basic, { animalGroup1Id: 2, ageYears: 5, breedSize: 'L' })).toMatchObject({ monthlyPremium: 21_900 })
  })

  test('joining ages are inclusive at both ends', () => {
    expect(quotePremium(basic, dog(10))).toMatchObject({ eligible: true })
    expect(quotePremium(basic, dog(11))).toEqual({ eligible: false, ageBucket: 'SENIOR', reason: 'TOO_OLD' })
    expect(quotePremium(senior, dog(7))).toEqual({ eligible: false, ageBucket: 'ADULT', reason: 'TOO_YOUNG' })
    expect(quotePremium(senior, dog(8))).toMatchObject({ eligible: true, monthlyPremium: 45_900 })
    expect(quotePremium(senior, dog(13))).toMatchObject({ eligible: true })
    expect(quotePremium(senior, dog(14))).toMatchObject({ eligible: false, reason: 'TOO_OLD' })
  })

  test('an animal the plan has no rate for is not offered', () => {
    expect(quotePremium(senior, { animalGroup1Id: 2, ageYears: 9, breedSize: null })).toEqual({
      eligible: false,
      ageBucket: 'SENIOR',
      reason: 'NOT_OFFERED',
    })
  })

  test('the plan list starts from the cheapest rate of a small dog or a cat', () => {
    expect(startingPremium(basic)).toBe(12_900)
    expect(startingPremium(senior)).toBe(45_900)
    expect(startingPremium({ ...senior, rates: [] })).toBeNull()
  })
})
