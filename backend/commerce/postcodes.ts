import { z } from 'zod'
import type { Queryable } from '../db/types'
import { compactAddressQuery } from './address-query'

/**
 * Contract "V2: address search" (우편번호 찾기, decision 026): the road addresses of migration 20,
 * found by road (`테헤란로 152`), building (`롯데월드타워`), 지번 (`역삼동 737`) or zip code. The
 * query is compacted like the rows' keys, so spaces never change the answer.
 */

export type Postcode = {
  postcode_id: number
  zip_code: string
  road_address: string
  jibun_address: string
  building_name: string | null
  dong: string
}

/** Shorter than this (compacted) finds half the country: the shopper is asked for more. */
export const MIN_QUERY_LENGTH = 2
export const MAX_QUERY_LENGTH = 60

export const searchBody = z.object({
  keyword: z.string().max(MAX_QUERY_LENGTH, `검색어는 ${MAX_QUERY_LENGTH}자까지 입력할 수 있어요.`),
  page: z.number().int().min(1).max(1000).default(1),
  size: z.number().int().min(1).max(30).default(10),
})
export const postcodeBody = z.object({ postcode_id: z.number().int().min(1).max(2_147_483_647) })

type Row = {
  postcode_id: number
  zip_code: string
  sido: string
  sigungu: string
  road_name: string
  building_no: string
  dong: string
  jibun: string
  building_name: string
}

const COLUMNS = 'postcode_id, zip_code, sido, sigungu, road_name, building_no, dong, jibun, building_name'

function toPostcode(row: Row): Postcode {
  const place = [row.sido, row.sigungu].filter(Boolean).join(' ')
  return {
    postcode_id: row.postcode_id,
    zip_code: row.zip_code,
    road_address: `${place} ${row.road_name} ${row.building_no}`,
    jibun_address: `${place} ${row.dong} ${row.jibun}`,
    building_name: row.building_name || null,
    dong: row.dong,
  }
}

/**
 * One page of matches, best first: a query that is one of a row's keys (the whole `테헤란로152`),
 * then one a key starts with (`테헤란로1`), then one inside a key (`헤란로`); then by place, road
 * and building number. A query too short for that answers no rows and says so (`too_short`).
 */
export async function searchPostcodes(db: Queryable, keyword: string, page: number, size: number) {
  const q = compactAddressQuery(keyword)
  if (q.replaceAll('-', '').length < MIN_QUERY_LENGTH) return { results: [], total_count: 0, page, too_short: true }
  // q holds only Hangul, a–z, digits and '-': nothing LIKE or position() reads specially.
  const where = `position($1 in search_keys) > 0`
  const [rows, [count]] = await Promise.all([
    db.query<Row>(
      `select ${COLUMNS} from road_addresses where ${where}
        order by case when '|' || search_keys || '|' like '%|' || $1 || '|%' then 0
                      when '|' || search_keys like '%|' || $1 || '%' then 1 else 2 end,
                 sido, sigungu, road_name, (substring(building_no from '^[0-9]+'))::int, building_no
        limit $2 offset ($3::int - 1) * $2`,
      [q, size, page],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from road_addresses where ${where}`, [q]),
  ])
  return { results: rows.map(toPostcode), total_count: count?.total ?? 0, page, too_short: false }
}

/** One row by id (the shop's picked result without JavaScript), or null. */
export async function findPostcode(db: Queryable, postcodeId: number): Promise<Postcode | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from road_addresses where postcode_id = $1`, [postcodeId])
  return row ? toPostcode(row) : null
}
