import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { device, postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let v2: string

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

const call = (path: string, token: string | null, body: Record<string, unknown> = {}) =>
  postJson(`${v2}${path}`, { ...device, session: token, ...body }, token ? { authorization: token } : {})

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
const cat = {
  animal_group1_id: 2,
  animal_group2_id: 202,
  name: '치즈',
  birthday: '2024-01-05',
  gender_code: 'F',
  body_type: 'S',
  weight: 4,
}

let members = 0
/** A member of its own per test, with the pets given (the first is main). */
async function memberWithPets(...pets: Record<string, unknown>[]): Promise<{ token: string; ids: number[] }> {
  const n = ++members
  const [row] = await backend.db.query<{ user_id: number }>(
    `insert into users (email, name, nickname, invite_code) values ($1, '펫회원', $2, $3) returning user_id`,
    [`pets${n}@petshop.test`, `펫회원${n}`, `PETE${n}`],
  )
  if (!row) throw new Error('no member')
  const token = await signIn(backend, row.user_id)
  const ids: number[] = []
  for (const pet of pets) {
    const { status, body } = await call('/pet/register', token, pet)
    expect(status).toBe(200)
    ids.push(body.pet_id)
  }
  return { token, ids }
}

const list = async (token: string) => (await call('/pet/list', token)).body.pet_list as { pet_id: number; name: string; is_main: boolean }[]
const mainOf = async (token: string) => (await list(token)).filter((p) => p.is_main).map((p) => p.pet_id)
/** demo's pets as they are stored, to show another member's call changed nothing. */
const demoPets = () => backend.db.query('select * from pets where user_id = $1 order by pet_id', [DEMO_USERS.demo])

it('answers 401 UNAUTHORIZED to the pet edits without a session', async () => {
  for (const path of ['/pet/update', '/pet/delete', '/pet/main']) {
    const { status, body } = await call(path, null, { ...dog, pet_id: 1 })
    expect([path, status, body.code]).toEqual([path, 401, 'UNAUTHORIZED'])
  }
})

describe('POST /v2/pet/update', () => {
  it("[R3.2] replaces the pet's fields and answers the pet as /pet/list does", async () => {
    const { token, ids } = await memberWithPets(dog, cat)
    const [dogId, catId] = ids
    const answer = await call('/pet/update', token, {
      pet_id: dogId,
      ...dog,
      animal_group2_id: 114,
      name: ' 콩이2 ',
      birthday: '2019-03-01',
      gender_code: 'F',
      body_type: 'F',
      breed_size: null,
      weight: '5',
    })
    expect(answer.status).toBe(200)
    // A dog without a breed size gets its breed's (골든 리트리버: L).
    expect(answer.body).toEqual({
      pet_id: dogId,
      name: '콩이2',
      animal_group1_id: 1,
      animal_group1_name: '강아지',
      animal_group2_id: 114,
      animal_group2_name: '골든 리트리버',
      birthday: '2019-03-01',
      total_count: expect.any(Number),
      gender_code: 'F',
      body_type: 'F',
      breed_size: 'L',
      weight: 5,
      is_main: true,
    })
    expect((await list(token)).find((p) => p.pet_id === dogId)).toEqual(answer.body)
    const { is_main: _, ...top } = answer.body
    expect((await call('/user/detail', token)).body.user_info.top_animal_info).toEqual(top)

    // A pet may change animal: a cat has no breed size, whatever is sent.
    const turned = await call('/pet/update', token, { pet_id: catId, ...cat, animal_group1_id: 1, animal_group2_id: 101, breed_size: 'S' })
    expect(turned.body).toMatchObject({ pet_id: catId, animal_group1_id: 1, animal_group2_name: '말티즈', breed_size: 'S', is_main: false })
    const back = await call('/pet/update', token, { pet_id: catId, ...cat, breed_size: 'L' })
    expect(back.body).toMatchObject({ animal_group1_id: 2, animal_group2_name: '러시안 블루', breed_size: null, is_main: false })
  })

  it('makes the pet main with is_main: true, and leaves main alone otherwise', async () => {
    const { token, ids } = await memberWithPets(dog, cat)
    const [dogId, catId] = ids
    expect((await call('/pet/update', token, { pet_id: dogId, ...dog, is_main: false })).body.is_main).toBe(true)
    expect(await mainOf(token)).toEqual([dogId])
    expect((await call('/pet/update', token, { pet_id: catId, ...cat, is_main: true })).body.is_main).toBe(true)
    expect(await mainOf(token)).toEqual([catId])
    expect((await call('/user/detail', token)).body.user_info.top_animal_info.name).toBe('치즈')
  })

  it('refuses bad fields the way /pet/register does, changing nothing', async () => {
    const { token, ids } = await memberWithPets(dog)
    const before = await list(token)
    const cases: [Record<string, unknown>, string][] = [
      [{ birthday: '2999-01-01' }, 'birthday'],
      [{ birthday: '2026-02-30' }, 'birthday'],
      [{ animal_group2_id: 201 }, 'animal_group2_id'],
      [{ name: '' }, 'name'],
      [{ gender_code: 'X' }, 'gender_code'],
      [{ weight: 11 }, 'weight'],
      [{ pet_id: 'abc' }, 'pet_id'],
      [{ pet_id: 0 }, 'pet_id'],
      [{ pet_id: null }, 'pet_id'],
    ]
    for (const [overrides, field] of cases) {
      const { status, body } = await call('/pet/update', token, { pet_id: ids[0], ...dog, name: '바뀐이름', ...overrides })
      expect([JSON.stringify(overrides), status, body.code, body.reason, body.field]).toEqual([
        JSON.stringify(overrides),
        400,
        'BAD_REQUEST',
        'INVALID_FORMAT',
        field,
      ])
    }
    expect(await list(token)).toEqual(before)
  })

  it("answers 404 for another member's pet or an unknown one, changing nothing", async () => {
    const { token } = await memberWithPets(dog)
    const before = await demoPets()
    for (const pet_id of [1, 999_999]) {
      const { status, body } = await call('/pet/update', token, { pet_id, ...cat, is_main: true })
      expect([pet_id, status, body.code]).toEqual([pet_id, 404, 'NOT_FOUND'])
    }
    expect(await demoPets()).toEqual(before)
    expect((await list(token)).map((p) => p.name)).toEqual(['콩이'])
  })
})

describe('POST /v2/pet/delete', () => {
  it('deletes a pet; deleting the main pet makes the next one by pet_id main', async () => {
    const { token, ids } = await memberWithPets(dog, cat, { ...dog, name: '보리' }, { ...cat, name: '모모' })
    const [first, second, third, fourth] = ids as [number, number, number, number]
    await call('/pet/main', token, { pet_id: third })

    // Not the main pet: main stays.
    expect(await call('/pet/delete', token, { pet_id: second })).toMatchObject({ status: 200, body: { ok: true } })
    expect((await list(token)).map((p) => p.pet_id)).toEqual([third, first, fourth])

    // The main pet: the lowest remaining id takes over, and /user/detail follows.
    expect((await call('/pet/delete', token, { pet_id: third })).body).toEqual({ ok: true })
    expect(await mainOf(token)).toEqual([first])
    const detail = (await call('/user/detail', token)).body
    expect(detail.user_info.top_animal_info).toMatchObject({ pet_id: first, name: '콩이' })
    expect(detail.user_total).toMatchObject({ dog_cnt: 1, cat_cnt: 1 })

    await call('/pet/delete', token, { pet_id: first })
    expect(await mainOf(token)).toEqual([fourth])
    await call('/pet/delete', token, { pet_id: fourth })
    expect(await list(token)).toEqual([])
    expect((await call('/user/detail', token)).body.user_info.top_animal_info).toBeNull()
    // A new first pet is main again.
    await call('/pet/register', token, cat)
    expect((await list(token))[0]?.is_main).toBe(true)
  })

  it("answers 404 for another member's pet, an unknown one or one already deleted, changing nothing", async () => {
    const { token, ids } = await memberWithPets(dog)
    const before = await demoPets()
    expect(await call('/pet/delete', token, { pet_id: 1 })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await demoPets()).toEqual(before)
    await call('/pet/delete', token, { pet_id: ids[0] })
    expect((await call('/pet/delete', token, { pet_id: ids[0] })).status).toBe(404)
    expect((await call('/pet/delete', token, { pet_id: -1 })).body).toMatchObject({ code: 'BAD_REQUEST', field: 'pet_id' })
  })
})

describe('POST /v2/pet/main', () => {
  it('[R3.2] makes the pet main, so pet_list and top_animal_info follow', async () => {
    const { token, ids } = await memberWithPets(dog, cat)
    const [dogId, catId] = ids
    expect(await call('/pet/main', token, { pet_id: catId })).toMatchObject({ status: 200, body: { ok: true } })
    const detail = (await call('/user/detail', token)).body
    expect(detail.pet_list.map((p: { pet_id: number; is_main: boolean }) => [p.pet_id, p.is_main])).toEqual([
      [catId, true],
      [dogId, false],
    ])
    expect(detail.user_info.top_animal_info).toMatchObject({ pet_id: catId, animal_group1_id: 2, name: '치즈' })
    // Choosing the main pet again changes nothing.
    expect((await call('/pet/main', token, { pet_id: catId })).body).toEqual({ ok: true })
    expect(await mainOf(token)).toEqual([catId])
    // pet_id as digits in a string, as /pet/register takes numbers.
    expect((await call('/pet/main', token, { pet_id: String(dogId) })).status).toBe(200)
    expect(await mainOf(token)).toEqual([dogId])
  })

  it("answers 404 for another member's pet, changing nothing on either side", async () => {
    const { token, ids } = await memberWithPets(dog, cat)
    const before = await demoPets()
    expect(await call('/pet/main', token, { pet_id: 1 })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await demoPets()).toEqual(before)
    expect(await mainOf(token)).toEqual([ids[0]])
    expect((await call('/pet/main', token, {})).body).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field: 'pet_id' })
  })

  it('fails as armed by the fault hook, and changes nothing', async () => {
    const { token, ids } = await memberWithPets(dog, cat)
    await postJson(`${v2}/test/faults/next`, { path: '/pet/main', status: 500 })
    expect(await call('/pet/main', token, { pet_id: ids[1] })).toMatchObject({ status: 500, body: { code: 'INTERNAL_SERVER_ERROR' } })
    expect(await mainOf(token)).toEqual([ids[0]])
    expect((await call('/pet/main', token, { pet_id: ids[1] })).status).toBe(200)
    expect(await mainOf(token)).toEqual([ids[1]])
  })
})
