import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { fetchJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let server: Server
let cdn: string
const bff = (path: string) => fetchJson(`${backend.url}/bff${path}`)
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const inquiries = async () => (await backend.db.query<{ n: number }>('select count(*)::int as n from adoption_inquiries'))[0]?.n

beforeAll(async () => {
  backend = await startTestBackend()
  const shop = express().use('/cdn', backend.cdn)
  server = await new Promise<Server>((resolve) => {
    const listening = shop.listen(0, '127.0.0.1', () => resolve(listening))
  })
  cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cdn`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await backend.close()
})

const inquiry = {
  type: 'ADOPTION',
  mobile_no: '010-2345-6789',
  housing: 'APARTMENT',
  message: '아파트에서 가족 셋이 살고 있어요. 상담 받고 싶어요.',
  agree: true,
}

describe('adoption', () => {
  it('is in the bottom bar in the community’s place when the device’s community is off, and only then', async () => {
    const header = (variants: Record<string, string>) => ({ 'x-experiments': Buffer.from(JSON.stringify(variants)).toString('base64') })
    const types = async (headers: Record<string, string>) =>
      (await fetchJson(`${backend.url}/bff/navigation/items?productGroup1Id=1`, { headers })).body.items.map(
        (i: { type: string; linkUrl: string }) => `${i.type} ${i.linkUrl}`,
      )
    expect(await types(header({ communityVisible: 'off' }))).toEqual([
      'home /main/tab/2',
      'category /category',
      'search /search',
      'adoption /adoption',
      'login /auth/signin',
    ])
    for (const headers of [header({ communityVisible: 'on' }), {}, { 'x-experiments': 'not base64 json' }]) {
      expect(await types(headers)).toContain('community /community')
    }
  })

  it('lists 24 animals of four shelters, waiting ones first, dogs or cats only on request', async () => {
    const all = await bff('/adoption/animals')
    expect(all.status).toBe(200)
    expect(all.body.animals).toHaveLength(24)
    const statuses = all.body.animals.map((a: { status: string }) => a.status)
    expect(statuses.slice(-2)).toEqual(['ADOPTED', 'ADOPTED'])
    expect(statuses.slice(0, -2)).not.toContain('ADOPTED')
    const cats = await bff('/adoption/animals?productGroup1Id=2')
    expect(cats.body.animals).toHaveLength(10)
    expect(
      cats.body.animals.every(
        (a: { animalGroup1Id: number; imageUrl: string }) => a.animalGroup1Id === 2 && /^\/cdn\/adoption\/\d+\.svg$/.test(a.imageUrl),
      ),
    ).toBe(true)
    expect((await bff('/adoption/animals?productGroup1Id=5')).status).toBe(400)
  })

  it('shows one animal with its story and shelter; unknown ids are 404', async () => {
    const { status, body } = await bff('/adoption/animal?animalId=1')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      animalId: 1,
      name: '보리',
      animalGroup1Id: 1,
      personality: expect.any(String),
      shelter: { name: expect.any(String), phone: expect.any(String) },
    })
    for (const id of ['999', '0', 'abc', '']) expect((await bff(`/adoption/animal?animalId=${id}`)).status).toBe(404)
  })

  it('draws the animals’ portraits and the pictures of events without a banner', async () => {
    for (const path of ['/adoption/1.svg', '/adoption/24.svg', '/events/101.svg', '/events/104.svg']) {
      const response = await fetch(`${cdn}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toMatch(/^<svg .*<\/svg>$/s)
    }
    for (const path of ['/adoption/999.svg', '/adoption/x.svg', '/events/3.png', '/events/999.svg']) {
      expect((await fetch(`${cdn}${path}`)).status, path).toBe(404)
    }
  })

  it('takes a member’s inquiry once per animal and lists it as theirs', async () => {
    expect((await call('/adoption/inquiry', null, { animal_id: 1, ...inquiry })).status).toBe(401)
    const token = await signIn(backend, DEMO_USERS.demo)
    const made = await call('/adoption/inquiry', token, { animal_id: 1, ...inquiry })
    expect(made.status).toBe(200)
    const again = await call('/adoption/inquiry', token, { animal_id: 1, ...inquiry, type: 'FOSTER' })
    expect(again.body).toMatchObject({ reason: 'ALREADY_INQUIRED' })
    const list = await call('/adoption/inquiry/list', token)
    expect(list.body.inquiries).toEqual([
      expect.objectContaining({
        inquiry_id: made.body.inquiry_id,
        animal_id: 1,
        animal_name: '보리',
        type: 'ADOPTION',
        mobile_no: '01023456789',
        status: 'RECEIVED',
      }),
    ])
    expect((await call('/adoption/inquiry/list', await signIn(backend, DEMO_USERS.cat))).body.inquiries).toEqual([])
  })

  it('refuses bad fields, a missing consent, an adopted animal and an unknown one, changing nothing', async () => {
    const token = await signIn(backend, 81)
    const adopted = (await bff('/adoption/animals')).body.animals.find((a: { status: string }) => a.status === 'ADOPTED').animalId
    const before = await inquiries()
    const cases = [
      [{ mobile_no: '050-1234-5678' }, 400, 'mobile_no'],
      [{ mobile_no: '0101234' }, 400, 'mobile_no'],
      [{ message: '짧아요' }, 400, 'message'],
      [{ message: '가'.repeat(501) }, 400, 'message'],
      [{ type: 'BUY' }, 400, 'type'],
      [{ housing: 'CASTLE' }, 400, 'housing'],
      [{ agree: false }, 400, 'agree'],
      [{ animal_id: adopted }, 400, 'animal_id'],
      [{ animal_id: 999 }, 404, undefined],
    ] as const
    for (const [change, status, field] of cases) {
      const answer = await call('/adoption/inquiry', token, { animal_id: 2, ...inquiry, ...change })
      expect(answer.status, JSON.stringify(change)).toBe(status)
      if (field) expect(answer.body).toMatchObject({ field, message: expect.stringMatching(/[가-힣]/) })
    }
    expect(await inquiries()).toBe(before)
  })
})
