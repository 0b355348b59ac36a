import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { afterEach, describe, expect, test, vi } from 'vitest'
import * as MSG from './messages'
import { PET_BIRTHDAY_MIN, PET_NAME_MAX_LENGTH, PetRegisterSchema, petRegisterSchema } from './pet.schema'

const P = MSG.pet
/** Noon in Seoul on 14 May 2024. */
const TODAY = new Date('2024-05-14T12:00:00+09:00')
const schema = petRegisterSchema(TODAY)

function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value)
  return data
}

const dog = {
  animalGroup1Id: '1',
  animalGroup2Id: '101',
  name: '코코',
  birthday: '2021-05-14',
  genderCode: 'F',
  bodyType: 'N',
  breedSize: 'S',
  weight: '3',
}
const cat = { ...dog, animalGroup1Id: '2', animalGroup2Id: '201', name: '나비', breedSize: undefined, weight: '-1' }

function submit(fields: Record<string, string | undefined>, withSchema = schema) {
  return parseWithZod(formData(fields), { schema: withSchema })
}
function errorsOf(fields: Record<string, string | undefined>, withSchema = schema) {
  const submission = submit(fields, withSchema)
  return submission.status === 'success' ? undefined : submission.error
}

describe('registering a pet', () => {
  test('a dog gives typed values with its size', () => {
    const submission = submit({ ...dog, name: '  코코 ' })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      animalGroup1Id: 1,
      animalGroup2Id: 101,
      name: '코코',
      birthday: '2021-05-14',
      genderCode: 'F',
      bodyType: 'N',
      breedSize: 'S',
      weight: 3,
    })
  })

  test('a cat needs no size, and one sent anyway is dropped', () => {
    const plain = submit(cat)
    expect(plain.status === 'success' && plain.value).toMatchObject({ animalGroup1Id: 2, weight: -1 })
    const withSize = submit({ ...cat, breedSize: 'L' })
    expect(withSize.status).toBe('success')
    expect(withSize.status === 'success' && withSize.value.breedSize).toBeUndefined()
  })

  test('a dog without a size is refused', () => {
    expect(errorsOf({ ...dog, breedSize: undefined })).toEqual({ breedSize: [P.breedSizeRequired] })
    expect(errorsOf({ ...dog, breedSize: 'XL' })).toEqual({ breedSize: [P.breedSizeRequired] })
  })

  test.each(['L', 'M', 'S'])('a dog of size %s is accepted', (size) => {
    expect(submit({ ...dog, breedSize: size }).status).toBe('success')
  })

  test('an empty dog form reports every field at once, the size included', () => {
    expect(errorsOf({ animalGroup1Id: '1' })).toEqual({
      animalGroup2Id: [P.breedRequired],
      name: [P.nameRequired],
      birthday: [P.birthdayRequired],
      genderCode: [P.genderRequired],
      bodyType: [P.bodyTypeRequired],
      breedSize: [P.breedSizeRequired],
      weight: [P.weightRequired],
    })
  })

  test.each([undefined, '', '0', '3'])('dog or cat must be chosen (%j)', (value) => {
    expect(errorsOf({ ...cat, animalGroup1Id: value })).toEqual({ animalGroup1Id: [P.animalGroupRequired] })
  })
})

describe('breed', () => {
  test.each([undefined, '', '0', '-1', '1.5', 'abc'])('%j is not a breed', (value) => {
    expect(errorsOf({ ...dog, animalGroup2Id: value })).toEqual({ animalGroup2Id: [P.breedRequired] })
  })
})

describe('name', () => {
  test.each([undefined, '', '   '])('%j is missing', (value) => {
    expect(errorsOf({ ...dog, name: value })).toEqual({ name: [P.nameRequired] })
  })

  test('1 to 10 characters', () => {
    expect(PET_NAME_MAX_LENGTH).toBe(10)
    expect(submit({ ...dog, name: '코' }).status).toBe('success')
    expect(submit({ ...dog, name: '가'.repeat(10) }).status).toBe('success')
    expect(errorsOf({ ...dog, name: '가'.repeat(11) })).toEqual({ name: [P.nameTooLong(10)] })
  })
})

describe('birthday', () => {
  test('missing', () => {
    expect(errorsOf({ ...dog, birthday: '' })).toEqual({ birthday: [P.birthdayRequired] })
  })

  test.each([
    ['the first allowed day', PET_BIRTHDAY_MIN],
    ['a leap day', '2024-02-29'],
    ['today', '2024-05-14'],
  ])('%s is accepted', (_label, value) => {
    expect(submit({ ...dog, birthday: value }).status).toBe('success')
  })

  test.each([
    ['the day before 1990', '1989-12-31'],
    ['tomorrow', '2024-05-15'],
    ['next year', '2025-01-01'],
    ['a day that does not exist', '2024-02-30'],
    ['29 February of a common year', '2023-02-29'],
    ['month 13', '2024-13-01'],
    ['slashes', '2024/01/01'],
    ['no separators', '20240101'],
    ['text', 'yesterday'],
  ])('%s is refused', (_label, value) => {
    expect(errorsOf({ ...dog, birthday: value })).toEqual({ birthday: [P.birthdayInvalid] })
  })

  test('"today" is the Korean day: at 00:30 in Seoul the new day is allowed while UTC is still on the old one', () => {
    const justAfterMidnightInSeoul = petRegisterSchema(new Date('2024-05-13T15:30:00Z'))
    expect(submit({ ...dog, birthday: '2024-05-14' }, justAfterMidnightInSeoul).status).toBe('success')
    const justBefore = petRegisterSchema(new Date('2024-05-13T14:30:00Z'))
    expect(errorsOf({ ...dog, birthday: '2024-05-14' }, justBefore)).toEqual({ birthday: [P.birthdayInvalid] })
  })

  test('today may be given as a clock', () => {
    let now = new Date('2024-05-14T12:00:00+09:00')
    const clocked = petRegisterSchema(() => now)
    expect(errorsOf({ ...dog, birthday: '2024-05-15' }, clocked)).toEqual({ birthday: [P.birthdayInvalid] })
    now = new Date('2024-05-15T12:00:00+09:00')
    expect(submit({ ...dog, birthday: '2024-05-15' }, clocked).status).toBe('success')
  })

  describe('the default schema', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    test('reads the clock at every check, not once when the module loads', () => {
      vi.useFakeTimers()
      vi.setSystemTime(new Date('2000-06-01T12:00:00+09:00'))
      expect(errorsOf({ ...dog, birthday: '2000-06-02' }, PetRegisterSchema)).toEqual({ birthday: [P.birthdayInvalid] })
      vi.setSystemTime(new Date('2000-06-02T12:00:00+09:00'))
      expect(submit({ ...dog, birthday: '2000-06-02' }, PetRegisterSchema).status).toBe('success')
    })
  })
})

describe('gender, body type and weight', () => {
  test.each(['M', 'F'])('gender %s is accepted', (code) => {
    expect(submit({ ...dog, genderCode: code }).status).toBe('success')
  })

  test.each([undefined, '', 'X', 'm'])('gender %j is refused', (code) => {
    expect(errorsOf({ ...dog, genderCode: code })).toEqual({ genderCode: [P.genderRequired] })
  })

  test.each(['F', 'N', 'S'])('body type %s is accepted', (code) => {
    expect(submit({ ...dog, bodyType: code }).status).toBe('success')
  })

  test.each([undefined, '', 'L'])('body type %j is refused', (code) => {
    expect(errorsOf({ ...dog, bodyType: code })).toEqual({ bodyType: [P.bodyTypeRequired] })
  })

  test.each(['-1', '0', '1', '2', '3', '4', '5', '6', '7'])('weight code %s is accepted', (code) => {
    const submission = submit({ ...dog, weight: code })
    expect(submission.status === 'success' && submission.value.weight).toBe(Number(code))
  })

  test.each(['8', '9', '10'])('a dog of weight code %s is accepted', (code) => {
    expect(submit({ ...dog, weight: code }).status).toBe('success')
  })

  test.each(['-1', '0', '7', '8'])('a cat of weight code %s is accepted', (code) => {
    expect(submit({ ...cat, weight: code }).status).toBe('success')
  })

  test.each(['9', '10'])("a cat of weight code %s (a large dog's class, not offered) is refused", (code) => {
    expect(errorsOf({ ...cat, weight: code })).toEqual({ weight: [P.weightNotOffered] })
  })

  test.each([undefined, '', '-2', '11', '99', '1.5', 'abc'])('weight %j is refused', (code) => {
    expect(errorsOf({ ...dog, weight: code })).toEqual({ weight: [P.weightRequired] })
  })
})

test('conform can derive the input attributes', () => {
  expect(getZodConstraint(PetRegisterSchema)).toMatchObject({
    animalGroup1Id: { required: true, pattern: '1|2' },
    name: { required: true, maxLength: 10 },
    genderCode: { required: true, pattern: 'M|F' },
    bodyType: { required: true, pattern: 'F|N|S' },
    breedSize: { required: false },
    weight: { required: true },
  })
})
