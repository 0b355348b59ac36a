import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let v2: string
const device = { mobile_device_id: 'test-device', mobile_os_code: 'P' }

beforeAll(async () => {
  backend = await startTestBackend()
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

describe('POST /v2/user/detail', () => {
  it('answers 401 without a session, with an unknown or an expired one', async () => {
    const expired = await signIn(backend, DEMO_USERS.demo, -1000)
    const cases: Record<string, string>[] = [{}, { authorization: 'no-such-token' }, { authorization: expired }]
    for (const headers of cases) {
      const { status, body } = await postJson(`${v2}/user/detail`, device, headers)
      expect(status).toBe(401)
      expect(body).toMatchObject({ code: 'UNAUTHORIZED' })
      expect(typeof body.message).toBe('string')
    }
  })

  it('[R7.2] [R3.1] [R3.2] [R3.3] [R3.4] answers the demo member in snake_case', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const { status, body } = await postJson(`${v2}/user/detail`, { ...device, session: token }, { authorization: token })
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['pet_list', 'user_delivery_data', 'user_info', 'user_total'])
    expect(Object.keys(body.user_info)).toEqual(
      expect.arrayContaining([
        'user_id',
        'name',
        'nickname',
        'username',
        'mobile_no',
        'created_at',
        'order_count',
        'is_ordered',
        'is_input_address',
        'user_grade_code_info',
        'address_city',
        'top_animal_info',
      ]),
    )
    expect(Object.keys(body.user_delivery_data).sort()).toEqual([
      'address',
      'address1',
      'address2',
      'center_id',
      'express_delivery_possible',
      'is_only_seoul',
      'logistic_delivery_possible',
      'morning_delivery_possible',
      'short_address',
      'zip_code',
    ])
    expect(body.user_info).toMatchObject({
      user_id: 1,
      name: '김하늘',
      nickname: '코코언니',
      username: 'demo@petshop.test',
      mobile_no: '01012345678',
      // 3 delivered orders from the first seed, then one shipping and one paid (commerce seed).
      order_count: 6,
      is_ordered: true,
      is_input_address: true,
      address_city: '서울',
      top_animal_info: {
        animal_group1_id: 1,
        animal_group1_name: '강아지',
        animal_group2_id: 101,
        animal_group2_name: '말티즈',
        birthday: '2021-05-14',
        gender_code: 'F',
        body_type: 'N',
        breed_size: 'S',
        weight: 3,
      },
    })
    expect(body.user_info.top_animal_info.total_count).toBeGreaterThanOrEqual(5)
    expect(new Date(body.user_info.created_at).toISOString()).toBe(body.user_info.created_at)
    expect(body.user_delivery_data).toMatchObject({
      zip_code: '06236',
      short_address: '서울 강남구',
      is_only_seoul: true,
      morning_delivery_possible: true,
      express_delivery_possible: true,
      logistic_delivery_possible: true,
    })
    // 적립금 is the ledger's (decision 044): the seed's 3,500원 event points and what orders 1–3 earned at 구매확정.
    const points = await postJson(`${v2}/user/points`, { ...device, session: token }, { authorization: token })
    const earned = points.body.movements.filter((m: { reason: string }) => m.reason === 'ORDER_CONFIRMED')
    expect(earned).toHaveLength(3)
    const sum = earned.reduce((total: number, m: { amount: number }) => total + m.amount, 3500)
    expect(body.user_total).toEqual({ order_count: 6, coupon_count: 3, point: sum, cat_cnt: 0, dog_cnt: 1 })
    // The grade is the one the membership page shows beside the 3 months' purchases (gradeFor).
    const grades = await postJson(`${v2}/membership/grades`, { ...device, session: token }, { authorization: token })
    expect(body.user_info.user_grade_code_info).toEqual({
      user_grade_code: grades.body.mine.grade_code,
      user_grade_code_name: grades.body.mine.grade_name,
    })
    expect(['웰컴', '프렌즈', '패밀리', 'VIP']).toContain(body.user_info.user_grade_code_info.user_grade_code_name)
    expect(body.pet_list).toHaveLength(1)
    expect(body.pet_list[0]).toMatchObject({ ...body.user_info.top_animal_info, is_main: true })
  })

  it('takes the session from the body when the header is missing', async () => {
    const token = await signIn(backend, DEMO_USERS.cat)
    const { status, body } = await postJson(`${v2}/user/detail`, { ...device, session: token })
    expect(status).toBe(200)
    expect(body.user_info).toMatchObject({ nickname: '나비집사', order_count: 0, is_ordered: false })
    expect(body.user_info.top_animal_info).toMatchObject({ animal_group1_id: 2, animal_group1_name: '고양이', breed_size: null })
    expect(body.user_total).toMatchObject({ cat_cnt: 1, dog_cnt: 0 })
  })

  it('answers 403 BLACK_LISTED_USER for a blacklisted member', async () => {
    const token = await signIn(backend, DEMO_USERS.blacklist)
    const { status, body } = await postJson(`${v2}/user/detail`, device, { authorization: token })
    expect(status).toBe(403)
    expect(body.code).toBe('BLACK_LISTED_USER')
  })
})

describe('test hooks', () => {
  it('are 404 unless the backend starts with testHooks', async () => {
    for (const path of ['/test/tokens/expire', '/test/users/status']) {
      const { status, body } = await postJson(`${v2}${path}`, { access_token: 'x', email: 'demo@petshop.test', status: 'WITHDRAWN' })
      expect([path, status, body.code]).toEqual([path, 404, 'NOT_FOUND'])
    }
    const counts = await fetch(`${v2}/test/db/counts`)
    expect(counts.status).toBe(404)
  })
})

describe('POST /v2/event/logging', () => {
  it('stores an event', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const event = { name: 'visit_route', session: token, mobile_device_id: 'test-device', data: { page: 'home', product_group1_id: 1 } }
    expect(await postJson(`${v2}/event/logging`, event)).toMatchObject({ status: 200, body: { status: 'ok' } })
    // The row keeps the token's SHA-256 (no token at rest), never the token.
    const [row] = await backend.db.query<{ user_id: number; data: unknown }>(
      `select user_id, data from event_logs where session = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    )
    expect(row).toEqual({ user_id: 1, data: { page: 'home', product_group1_id: 1 } })
    expect(await backend.db.query('select 1 from event_logs where session = $1', [token])).toEqual([])
  })

  it('rejects an event without name or session, or with data that is not an object', async () => {
    for (const event of [
      { session: 'abc', data: {} },
      { name: 'visit_route', data: {} },
      { name: 'visit_route', session: 'abc', data: [1] },
    ]) {
      const { status, body } = await postJson(`${v2}/event/logging`, event)
      expect(status).toBe(400)
      expect(body).toMatchObject({ status: 'error', code: 'BAD_REQUEST' })
    }
  })
})

describe('POST /community/cookie', () => {
  it('sets an httpOnly community session cookie', async () => {
    const response = await fetch(`${backend.url}/community/cookie`, {
      method: 'POST',
      headers: { 'x-experiments': Buffer.from(JSON.stringify({ communityVisible: 'on' })).toString('base64') },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, experiments: { communityVisible: 'on' } })
    expect(response.headers.get('set-cookie')).toMatch(/^community_session=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax$/)
  })
})

describe('POST /v2/user/selected/product_group1/update', () => {
  it("[R7.9] keeps a signed-in member's dog/cat choice", async () => {
    const token = await signIn(backend, DEMO_USERS.cat)
    const { status, body } = await postJson(
      `${v2}/user/selected/product_group1/update`,
      { ...device, product_group1_id: 2, session: token },
      { authorization: token },
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ ok: true, product_group1_id: 2 })
    const [row] = await backend.db.query<{ selected: number }>(
      'select selected_product_group1_id as selected from users where user_id = $1',
      [DEMO_USERS.cat],
    )
    expect(row?.selected).toBe(2)
  })

  it('refuses another group and a guest', async () => {
    const token = await signIn(backend, DEMO_USERS.cat)
    const bad = await postJson(
      `${v2}/user/selected/product_group1/update`,
      { ...device, product_group1_id: 3, session: token },
      { authorization: token },
    )
    expect(bad.status).toBe(400)
    const guest = await postJson(`${v2}/user/selected/product_group1/update`, { ...device, product_group1_id: 1 })
    expect(guest.status).toBe(401)
  })
})
