import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { roadAddressRows } from '../seed/road-addresses'
import { v2Call } from './commerce-helpers'
import { startTestBackend } from './helpers'

/** Decision 026: 우편번호 찾기 on the embedded backend (contract "V2: address search"). */

let backend: RunningBackend
const search = (keyword: unknown, extra: Record<string, unknown> = {}) => v2Call(backend, '/address/search', null, { keyword, ...extra })

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('the road-address table', () => {
  it('holds a few hundred rows in at least eight 시/도, each with its zip code, road, 지번 and a findable form', async () => {
    const [count] = await backend.db.query<{ rows: number; provinces: number; named: number }>(
      `select count(*)::int as rows, count(distinct sido)::int as provinces, count(*) filter (where building_name <> '')::int as named from road_addresses`,
    )
    expect(count?.rows).toBeGreaterThanOrEqual(300)
    expect(count?.rows).toBeLessThan(1000)
    expect(count?.provinces).toBeGreaterThanOrEqual(8)
    expect(count?.named).toBeGreaterThan((count?.rows ?? 0) / 2)
    expect(roadAddressRows()).toEqual(roadAddressRows())
  })
})

describe('POST /v2/address/search', () => {
  it('finds a road address by road and number, guest allowed, with its zip code, 지번 and building', async () => {
    const answer = await search('테헤란로 152')
    expect(answer.status).toBe(200)
    expect(answer.body.results[0]).toEqual({
      postcode_id: expect.any(Number),
      zip_code: '06236',
      road_address: '서울특별시 강남구 테헤란로 152',
      jibun_address: '서울특별시 강남구 역삼동 737',
      building_name: '강남파이낸스센터',
      dong: '역삼동',
    })
  })

  it('finds by building name and by 지번', async () => {
    expect((await search('롯데월드타워')).body.results[0]).toMatchObject({
      zip_code: '05551',
      road_address: '서울특별시 송파구 올림픽로 300',
    })
    expect((await search('역삼동 737')).body.results[0]).toMatchObject({ road_address: '서울특별시 강남구 테헤란로 152' })
    expect((await search('48099')).body.results.map((r: { road_address: string }) => r.road_address)).toContain(
      '부산광역시 해운대구 해운대해변로 264',
    )
  })

  it('answers the same with and without spaces, and with the province or district in front', async () => {
    const ids = async (keyword: string) => {
      const { body } = await search(keyword, { size: 30 })
      return { total: body.total_count, ids: body.results.map((r: { postcode_id: number }) => r.postcode_id) }
    }
    const spaced = await ids('테헤란로 152')
    expect(await ids('테헤란로152')).toEqual(spaced)
    expect(await ids(' 테 헤 란 로 1 5 2 ')).toEqual(spaced)
    expect((await ids('서울 강남구 테헤란로 152')).ids[0]).toBe(spaced.ids[0])
    expect((await ids('서울테헤란로152')).ids[0]).toBe(spaced.ids[0])
    expect((await ids('강남 테헤란로 152')).ids[0]).toBe(spaced.ids[0])
    const road = await ids('판교역로')
    expect(road.total).toBeGreaterThan(3)
    expect(await ids('판교 역로')).toEqual(road)
    expect((await ids('강남 파이낸스 센터')).ids).toEqual((await ids('강남파이낸스센터')).ids)
  })

  it('puts the exact address first, then those it begins, pages through the rest and counts them all', async () => {
    const first = await search('테헤란로', { size: 3 })
    expect(first.body.results).toHaveLength(3)
    expect(first.body.total_count).toBeGreaterThan(3)
    const second = await search('테헤란로', { size: 3, page: 2 })
    const firstIds = first.body.results.map((r: { postcode_id: number }) => r.postcode_id)
    for (const r of second.body.results) expect(firstIds).not.toContain(r.postcode_id)
  })

  it('asks for more than one letter, finds nothing for nonsense, and refuses a malformed body', async () => {
    expect((await search('로')).body).toEqual({ results: [], total_count: 0, page: 1, too_short: true })
    expect((await search('  ')).body.too_short).toBe(true)
    expect((await search("'; drop table road_addresses; --")).body).toMatchObject({ results: [], total_count: 0 })
    expect((await search('%_')).body).toMatchObject({ too_short: true })
    expect((await search('없는길 999')).body).toMatchObject({ results: [], total_count: 0, too_short: false })
    for (const body of [{ keyword: 'x'.repeat(61) }, { keyword: 5 }, { keyword: '테헤란로', size: 31 }, {}]) {
      const answer = await v2Call(backend, '/address/search', null, body)
      expect([JSON.stringify(body).slice(0, 30), answer.status]).toEqual([JSON.stringify(body).slice(0, 30), 400])
    }
  })
})

describe('POST /v2/address/search/detail', () => {
  it('answers one row by id, 404 for an unknown one', async () => {
    const { body } = await search('63빌딩')
    const one = await v2Call(backend, '/address/search/detail', null, { postcode_id: body.results[0].postcode_id })
    expect(one).toMatchObject({
      status: 200,
      body: { zip_code: '07345', road_address: '서울특별시 영등포구 63로 50', building_name: '63빌딩' },
    })
    expect((await v2Call(backend, '/address/search/detail', null, { postcode_id: 999_999 })).status).toBe(404)
  })
})
