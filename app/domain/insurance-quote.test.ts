import { describe, expect, test } from 'vitest'
import type { InsurancePlan } from './insurance.schema'
import { readQuote } from './insurance-quote'
import * as INFO_MSG from './messages.info'
import type { Pet } from './user.schema'

const plan: InsurancePlan = {
  planId: 1,
  name: '기본 플랜',
  insurer: '펫보험',
  tagline: '',
  coverageRatio: 70,
  deductible: 10_000,
  annualLimit: 5_000_000,
  minJoinAge: 0,
  maxJoinAge: 10,
  renewal: '',
  sizeFactors: { S: 100, M: 115, L: 130 },
  coverages: [],
  rates: [
    { animalGroup1Id: 1, ageBucket: 'ADULT', monthlyPremium: 24_900 },
    { animalGroup1Id: 2, ageBucket: 'ADULT', monthlyPremium: 21_900 },
  ],
}

const pet = (over: Partial<Pet> = {}): Pet => ({
  petId: 7,
  name: '초코',
  animalGroup1Id: 1,
  animalGroup1Name: null,
  animalGroup2Id: null,
  animalGroup2Name: null,
  birthday: null,
  totalCount: 5,
  breedSize: 'M',
  weight: null,
  ...over,
})

const params = (query: string) => new URLSearchParams(query)

describe('the insurance page quote read from its GET forms', () => {
  test('no form asked: nothing quoted, nothing failed', () => {
    expect(readQuote(params(''), [plan], null)).toEqual({ failed: false })
  })

  test("a member's pet is quoted with its age and a dog's size", () => {
    const answer = readQuote(params('petId=7'), [plan], [pet()])
    expect(answer).toMatchObject({ failed: false, quote: { pet: { petId: 7, name: '초코', ageYears: 5, breedSize: 'M' } } })
    expect(answer.quote?.results).toEqual([{ planId: 1, quote: { eligible: true, ageBucket: 'ADULT', monthlyPremium: 28_640 } }])
  })

  test("a pet not on the member's list (or a guest's guess) is refused without revealing it", () => {
    const answer = readQuote(params('petId=8'), [plan], [pet()])
    expect(answer.failed).toBe(true)
    expect(answer.petResult?.error).toEqual({ petId: [INFO_MSG.insurance.errors.petNotFound] })
    expect(readQuote(params('petId=7'), [plan], null).petResult?.error).toEqual({ petId: [INFO_MSG.insurance.errors.petNotFound] })
  })

  test('a pet without a known age cannot be quoted', () => {
    expect(readQuote(params('petId=7'), [plan], [pet({ totalCount: null })]).petResult?.error).toEqual({
      petId: [INFO_MSG.insurance.errors.petAgeUnknown],
    })
  })

  test('the manual form quotes anyone; bad input is answered in that form', () => {
    expect(readQuote(params('animal=2&age=5'), [plan], null)).toMatchObject({
      failed: false,
      quote: { pet: { petId: null, animalGroup1Id: 2, ageYears: 5 } },
    })
    const bad = readQuote(params('animal=2&age=99'), [plan], null)
    expect(bad.failed).toBe(true)
    expect(bad.manualResult?.error?.age).toEqual([INFO_MSG.insurance.errors.ageInvalid])
  })
})
