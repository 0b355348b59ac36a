import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kstToday } from '../context'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { device, postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let v2: string
/** 2026-11-21 00:30 in Korea, still 2026-11-20 in UTC: "today" must be Korea's. */
const NOW = new Date('2026-11-20T15:30:00.000Z')

beforeAll(async () => {
  backend = await startTestBackend({ now: () => NOW })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
  postJson(`${v2}${path}`, { ...device, session: token, ...body }, { authorization: token })

const dog = {
  animal_group1_id: 1,
  animal_group2_id: 109,
  name: '콩이',
  birthday: '2020-11-21',
  gender_code: 'M',
  body_type: 'N',
  breed_size: 'M',
  weight: 7,
}

describe('POST /v2/animal/breeds', () => {
  it('[R3.7] lists dog breeds with their size and cat breeds without one, in Korean', async () => {
    const dogs = await postJson(`${v2}/animal/breeds`, { animal_group1_id: 1 })
    expect(dogs.status).toBe(200)
    expect(dogs.body.breeds).toEqual(
      expect.arrayContaining([
        { animal_group2_id: 101, animal_group2_name: '말티즈', breed_size: 'S' },
        { animal_group2_id: 105, animal_group2_name: '시츄', breed_size: 'S' },
        { animal_group2_id: 114, animal_group2_name: '골든 리트리버', breed_size: 'L' },
        { animal_group2_id: 117, animal_group2_name: '믹스견', breed_size: 'M' },
      ]),
    )
    expect(dogs.body.breeds.every((b: { breed_size: string }) => ['L', 'M', 'S'].includes(b.breed_size))).toBe(true)
    const cats = await postJson(`${v2}/animal/breeds`, { animal_group1_id: 2 })
    expect(cats.body.breeds.map((b: { animal_group2_name: string }) => b.animal_group2_name)).toEqual(
      expect.arrayContaining([
        '코리안 숏헤어',
        '러시안 블루',
        '페르시안',
        '스코티시 폴드',
        '먼치킨',
        '브리티시 숏헤어',
        '샴',
        '벵갈',
        '랙돌',
        '믹스묘',
      ]),
    )
    expect(cats.body.breeds.every((b: { breed_size: unknown }) => b.breed_size === null)).toBe(true)
    expect((await postJson(`${v2}/animal/breeds`, { animal_group1_id: 3 })).body).toMatchObject({ field: 'animal_group1_id' })
  })
})

describe('POST /v2/pet/register and /v2/pet/list', () => {
  it('needs a session', async () => {
    expect((await postJson(`${v2}/pet/register`, dog)).status).toBe(401)
    expect((await postJson(`${v2}/pet/list`, {})).status).toBe(401)
    // A guest's shop sends session: null; that is a missing session, not a malformed body.
    expect((await postJson(`${v2}/pet/list`, { ...device, session: null })).status).toBe(401)
  })

  it("refuses a future birthday (in Korea's date), a wrong breed and out-of-range codes, naming the field", async () => {
    const token = await signIn(backend, DEMO_USERS.link)
    expect(kstToday(NOW)).toBe('2026-11-21')
    const cases: [Record<string, unknown>, string][] = [
      [{ birthday: '2026-11-22' }, 'birthday'],
      [{ birthday: '2026-02-30' }, 'birthday'],
      [{ birthday: '21-01-2020' }, 'birthday'],
      [{ animal_group2_id: 201 }, 'animal_group2_id'],
      [{ animal_group2_id: null }, 'animal_group2_id'],
      [{ name: '' }, 'name'],
      [{ name: '가'.repeat(11) }, 'name'],
      [{ gender_code: 'X' }, 'gender_code'],
      [{ body_type: 'L' }, 'body_type'],
      [{ breed_size: 'XL' }, 'breed_size'],
      [{ weight: 11 }, 'weight'],
      [{ weight: -2 }, 'weight'],
      [{ weight: null }, 'weight'],
    ]
    for (const [overrides, field] of cases) {
      const { status, body } = await call('/pet/register', token, { ...dog, ...overrides })
      expect([JSON.stringify(overrides), status, body.code, body.field]).toEqual([JSON.stringify(overrides), 400, 'BAD_REQUEST', field])
    }
    // A cat's weights stop at 10kg 이상 (decision 050): a dog's larger classes are refused for a cat.
    const cat = { ...dog, animal_group1_id: 2, animal_group2_id: 201, breed_size: null }
    for (const weight of [9, 10])
      expect((await call('/pet/register', token, { ...cat, weight })).body).toMatchObject({ code: 'BAD_REQUEST', field: 'weight' })
    expect((await call('/pet/register', token, { ...cat, weight: 8 })).status).toBe(200)
    // Today in Korea is fine, even though it is still yesterday in UTC.
    expect((await call('/pet/register', token, { ...dog, birthday: '2026-11-21' })).status).toBe(200)
  })

  it('[R3.2] makes the first pet main, lists pets with their age in whole years, and moves main on request', async () => {
    const token = await signIn(backend, DEMO_USERS.naver)
    const first = await call('/pet/register', token, dog)
    expect(first).toMatchObject({ status: 200, body: { pet_id: expect.any(Number) } })
    const cat = {
      animal_group1_id: 2,
      animal_group2_id: 202,
      name: '치즈',
      birthday: '2024-11-22',
      gender_code: 'F',
      body_type: 'S',
      breed_size: 'L',
      weight: '4',
    }
    const second = await call('/pet/register', token, cat)
    expect(second.status).toBe(200)

    const { body } = await call('/pet/list', token)
    expect(body.pet_list).toEqual([
      {
        pet_id: first.body.pet_id,
        name: '콩이',
        animal_group1_id: 1,
        animal_group1_name: '강아지',
        animal_group2_id: 109,
        animal_group2_name: '웰시코기',
        birthday: '2020-11-21',
        total_count: 6,
        gender_code: 'M',
        body_type: 'N',
        breed_size: 'M',
        weight: 7,
        is_main: true,
      },
      // A cat has no breed size whatever was sent; a day short of 2 years is 1.
      {
        pet_id: second.body.pet_id,
        name: '치즈',
        animal_group1_id: 2,
        animal_group1_name: '고양이',
        animal_group2_id: 202,
        animal_group2_name: '러시안 블루',
        birthday: '2024-11-22',
        total_count: 1,
        gender_code: 'F',
        body_type: 'S',
        breed_size: null,
        weight: 4,
        is_main: false,
      },
    ])

    await call('/pet/register', token, { ...cat, name: '모모', is_main: true })
    const after = await call('/pet/list', token)
    expect(after.body.pet_list.filter((p: { is_main: boolean }) => p.is_main).map((p: { name: string }) => p.name)).toEqual(['모모'])
    expect(after.body.pet_list[0].name).toBe('모모')
  })

  it("gives a dog without a breed size its breed's size", async () => {
    const token = await signIn(backend, DEMO_USERS.apple)
    const { breed_size: _, ...withoutSize } = dog
    await call('/pet/register', token, { ...withoutSize, animal_group2_id: 114 })
    expect((await call('/pet/list', token)).body.pet_list[0]).toMatchObject({ animal_group2_name: '골든 리트리버', breed_size: 'L' })
  })
})

describe('POST /v2/animal/registered/count and /v2/user/detail', () => {
  it('[R3.4] counts cats and dogs the same way /user/detail does', async () => {
    const token = await signIn(backend, DEMO_USERS.kakao)
    const empty = await call('/animal/registered/count', token)
    expect(empty).toMatchObject({ status: 200, body: { cat_cnt: 0, dog_cnt: 0 } })
    expect((await call('/user/detail', token)).body.user_info.top_animal_info).toBeNull()

    await call('/pet/register', token, dog)
    await call('/pet/register', token, { ...dog, name: '보리' })
    await call('/pet/register', token, {
      animal_group1_id: 2,
      animal_group2_id: 212,
      name: '냥냥',
      birthday: '2023-01-01',
      gender_code: 'F',
      body_type: 'F',
      weight: -1,
    })
    const counts = await call('/animal/registered/count', token)
    expect(counts.body).toEqual({ cat_cnt: 1, dog_cnt: 2 })

    const { status, body } = await call('/user/detail', token)
    expect(status).toBe(200)
    expect(body.user_total).toMatchObject(counts.body)
    expect(body.pet_list).toHaveLength(3)
    expect(body.user_info.top_animal_info).toEqual({
      pet_id: body.pet_list[0].pet_id,
      name: '콩이',
      total_count: 6,
      animal_group1_id: 1,
      animal_group1_name: '강아지',
      animal_group2_id: 109,
      animal_group2_name: '웰시코기',
      birthday: '2020-11-21',
      gender_code: 'M',
      body_type: 'N',
      breed_size: 'M',
      weight: 7,
    })
  })

  it('answers the counts only to a signed-in member', async () => {
    expect((await postJson(`${v2}/animal/registered/count`, device)).status).toBe(401)
  })
})
