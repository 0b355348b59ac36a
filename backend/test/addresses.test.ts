import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

const home = {
  name: '홍길동',
  mobile_no: '010-2222-3333',
  zip_code: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
  is_default: false,
}

describe('V2 addresses', () => {
  it('needs a session', async () => {
    for (const path of ['/address/list', '/address/save', '/address/delete', '/address/default']) {
      expect((await call(path, null, { address_id: 1 })).status).toBe(401)
    }
  })

  it('lists the demo member’s two addresses, the Seoul default first, with delivery by zip code', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const list = await call('/address/list', token)
    expect(list.status).toBe(200)
    expect(list.body.default_address_id).toBe(1)
    expect(list.body.addresses).toEqual([
      {
        address_id: 1,
        name: '김하늘',
        mobile_no: '01012345678',
        zip_code: '06236',
        address1: '서울특별시 강남구 테헤란로 152',
        address2: '12층 1201호',
        is_default: true,
        delivery: { morning: true, express: true, logistic: true, seoul_only: true },
      },
      {
        address_id: 2,
        name: '김하늘',
        mobile_no: '01012345678',
        zip_code: '48099',
        address1: '부산광역시 해운대구 해운대해변로 264',
        address2: '1502호',
        is_default: false,
        delivery: { morning: false, express: false, logistic: true, seoul_only: false },
      },
    ])
    const cat = await call('/address/list', await signIn(backend, DEMO_USERS.cat))
    expect(cat.body.addresses).toHaveLength(1)
    expect(cat.body.addresses[0].delivery).toEqual({ morning: true, express: false, logistic: true, seoul_only: false })
  })

  it('answers each field’s reason', async () => {
    const token = await signIn(backend, 50)
    const before = (await call('/address/list', token)).body
    const cases = [
      [{ name: '' }, 'NAME_INVALID', 'name'],
      [{ name: '가'.repeat(21) }, 'NAME_INVALID', 'name'],
      [{ mobile_no: '0212345678' }, 'MOBILE_INVALID', 'mobile_no'],
      [{ zip_code: '1234' }, 'ZIP_CODE_INVALID', 'zip_code'],
      [{ address1: '  ' }, 'ADDRESS1_REQUIRED', 'address1'],
      [{ address2: 'x'.repeat(101) }, 'INVALID_FORMAT', 'address2'],
    ] as const
    for (const [change, reason, field] of cases) {
      const answer = await call('/address/save', token, { ...home, ...change })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', reason, field })
      expect(answer.body.message).toMatch(/[가-힣]/)
    }
    expect((await call('/address/list', token)).body).toEqual(before)
  })

  it('makes the first address the default and mirrors the default into /user/detail and product delivery', async () => {
    const token = await signIn(backend, 51)
    await backend.db.query('delete from user_deliveries where user_id = 51')
    await backend.db.query('delete from addresses where user_id = 51')
    const first = await call('/address/save', token, { ...home, zip_code: '48099', address1: '부산광역시 해운대구 해운대해변로 264' })
    expect(first.status).toBe(200)
    let detail = (await call('/user/detail', token)).body
    expect(detail.user_info.is_input_address).toBe(true)
    expect(detail.user_info.address_city).toBe('부산')
    expect(detail.user_delivery_data).toMatchObject({
      zip_code: '48099',
      is_only_seoul: false,
      morning_delivery_possible: false,
      logistic_delivery_possible: true,
      short_address: '부산 해운대구',
    })

    const seoul = await call('/address/save', token, { ...home, is_default: true })
    detail = (await call('/user/detail', token)).body
    expect(detail.user_delivery_data).toMatchObject({
      zip_code: '04524',
      address1: home.address1,
      address2: '3층',
      is_only_seoul: true,
      express_delivery_possible: true,
      morning_delivery_possible: true,
    })
    expect(detail.user_info.address_city).toBe('서울')
    const list = await call('/address/list', token)
    expect(list.body.default_address_id).toBe(seoul.body.address_id)
    expect(list.body.addresses[0].mobile_no).toBe('01022223333')

    // A cat tower ships to Seoul only: product detail follows the default address.
    const [tower] = await backend.db.query<{ product_id: number }>(
      `select product_id from products where product_group3_id in (select category_id from categories where name like '%캣타워%') limit 1`,
    )
    if (tower) {
      const seoulDelivery = await fetch(`${backend.url}/bff/product/detail?productId=${tower.product_id}`, {
        headers: { authorization: token },
      }).then((r) => r.json())
      expect(seoulDelivery.delivery.logistic).toBe(true)
      await call('/address/default', token, { address_id: first.body.address_id })
      const busan = await fetch(`${backend.url}/bff/product/detail?productId=${tower.product_id}`, {
        headers: { authorization: token },
      }).then((r) => r.json())
      expect(busan.delivery.logistic).toBe(false)
    } else {
      await call('/address/default', token, { address_id: first.body.address_id })
    }
    expect((await call('/user/detail', token)).body.user_delivery_data.zip_code).toBe('48099')

    // Deleting the default makes the newest other one the default; deleting the last clears the delivery data.
    expect((await call('/address/delete', token, { address_id: first.body.address_id })).body).toEqual({ ok: true })
    expect((await call('/address/list', token)).body.default_address_id).toBe(seoul.body.address_id)
    expect((await call('/user/detail', token)).body.user_delivery_data.zip_code).toBe('04524')
    await call('/address/delete', token, { address_id: seoul.body.address_id })
    detail = (await call('/user/detail', token)).body
    expect(detail.user_info.is_input_address).toBe(false)
    expect(detail.user_delivery_data.zip_code).toBeNull()
  })

  it('edits only the member’s own addresses and keeps at most 10', async () => {
    const token = await signIn(backend, 52)
    const stranger = await signIn(backend, 53)
    const saved = await call('/address/save', token, home)
    const id = saved.body.address_id
    for (const [path, body] of [
      ['/address/save', { ...home, address_id: id, name: '남의집' }],
      ['/address/delete', { address_id: id }],
      ['/address/default', { address_id: id }],
    ] as const) {
      expect((await call(path, stranger, body)).status).toBe(404)
    }
    expect((await call('/address/list', token)).body.addresses.find((a: { address_id: number }) => a.address_id === id).name).toBe('홍길동')
    const edited = await call('/address/save', token, { ...home, address_id: id, name: '김철수' })
    expect(edited.body.address_id).toBe(id)
    const count = (await call('/address/list', token)).body.addresses.length
    for (let i = count; i < 10; i++) expect((await call('/address/save', token, home)).status).toBe(200)
    const over = await call('/address/save', token, home)
    expect(over.status).toBe(400)
    expect(over.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'ADDRESS_LIMIT' })
  })
})
