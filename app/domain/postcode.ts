/**
 * 우편번호 찾기 (decision 026): V2's address search (docs/backend-api.md "V2: address search") and
 * what the address form takes from a result.
 */

import type { Postcode, PostcodeSearch } from './postcode.schema'

export type { Postcode, PostcodeSearch }

/** What the address page's 우편번호 찾기 shows: the query, V2's answer, or that it failed. */
export type PostcodeSearchState = { q: string; page: number; answer: PostcodeSearch | null; failed: boolean }

/** V2's limit on a query; the input's maxLength. */
export const POSTCODE_QUERY_MAX_LENGTH = 60
/** Results a page shows. */
export const POSTCODE_PAGE_SIZE = 10
/** The address field's limit (AddressSchema): a road address with its note must fit. */
const ADDRESS1_MAX_LENGTH = 100

/** A legal 동/가/로 name goes in the note; an administrative name (…1동) or none does not. */
const LEGAL_DONG = /(동|가|로)$/

/**
 * address1 of a picked result, as Korean shops write it: the road address, then in brackets the
 * 동 and the building name (참고항목), so a courier recognises the place either way.
 * `서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)`. The note is dropped when it would not
 * fit the field.
 */
export function postcodeAddress1(result: Pick<Postcode, 'roadAddress' | 'dong' | 'buildingName'>): string {
  const note = [LEGAL_DONG.test(result.dong) ? result.dong : null, result.buildingName].filter(Boolean).join(', ')
  const full = note ? `${result.roadAddress} (${note})` : result.roadAddress
  return full.length <= ADDRESS1_MAX_LENGTH ? full : result.roadAddress
}

/** The search query of an address page's URL (`q`, `page`), or null when there is none. */
export function parsePostcodeQuery(params: URLSearchParams): { q: string; page: number } | null {
  const q = (params.get('q') ?? '').trim().slice(0, POSTCODE_QUERY_MAX_LENGTH)
  if (!params.has('q')) return null
  const page = Number(params.get('page'))
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 }
}

/** The picked result's id of an address page's URL (`pick`), or null. */
export function parsePick(params: URLSearchParams): number | null {
  const value = params.get('pick') ?? ''
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}
