import type { MemberDelivery } from '../catalog/delivery'

/** Contract "V2: addresses": what an address's zip code can be delivered by. */
export type ZipDelivery = { morning: boolean; express: boolean; logistic: boolean; seoul_only: boolean }

const inRange = (zip: number, [from, to]: readonly [number, number]) => zip >= from && zip <= to
const SEOUL = [1000, 8999] as const
const CAPITAL = [
  [10000, 18999],
  [21000, 23999],
] as const

/** Seoul: dawn, same-day and parcel; the capital area: dawn and parcel; elsewhere parcel only. */
export function zipDelivery(zipCode: string): ZipDelivery {
  const zip = Number(zipCode)
  const seoul = inRange(zip, SEOUL)
  const capital = seoul || CAPITAL.some((range) => inRange(zip, range))
  return { morning: capital, express: seoul, logistic: true, seoul_only: seoul }
}

/** The same facts as catalog/delivery.ts takes them (a member's `user_delivery_data`). */
export function memberDeliveryOf(zipCode: string): MemberDelivery {
  const zip = zipDelivery(zipCode)
  return {
    morningDeliveryPossible: zip.morning,
    expressDeliveryPossible: zip.express,
    logisticDeliveryPossible: zip.logistic,
    isOnlySeoul: zip.seoul_only,
  }
}

/** Provinces as the shop abbreviates them ("서울특별시" → "서울"); others keep their first word. */
const PROVINCES: readonly (readonly [RegExp, string])[] = [
  [/^서울/, '서울'],
  [/^부산/, '부산'],
  [/^대구/, '대구'],
  [/^인천/, '인천'],
  [/^광주/, '광주'],
  [/^대전/, '대전'],
  [/^울산/, '울산'],
  [/^세종/, '세종'],
  [/^경기/, '경기'],
  [/^강원/, '강원'],
  [/^충청?북|^충북/, '충북'],
  [/^충청?남|^충남/, '충남'],
  [/^전라?북|^전북/, '전북'],
  [/^전라?남|^전남/, '전남'],
  [/^경상?북|^경북/, '경북'],
  [/^경상?남|^경남/, '경남'],
  [/^제주/, '제주'],
]

/** `address_city` of /user/detail: the province of the address ("서울"). */
export function cityOf(address1: string): string {
  const first = address1.trim().split(/\s+/)[0] ?? ''
  return PROVINCES.find(([pattern]) => pattern.test(first))?.[1] ?? first
}

/** `short_address`: the province and the district ("서울 강남구", "경기 성남시 분당구"). */
export function shortAddressOf(address1: string): string {
  const words = address1.trim().split(/\s+/)
  const district = words
    .slice(1)
    .filter((word) => /[시군구]$/.test(word))
    .slice(0, 2)
  return [cityOf(address1), ...district].join(' ')
}

const DAY = 86_400_000

/** Expected arrival: dawn and same-day delivery the next day, parcels two days after the order. */
export function expectedArrival(orderedAt: Date, deliveryType: 'LOGISTIC' | 'MORNING' | 'EXPRESS'): Date {
  return new Date(orderedAt.getTime() + (deliveryType === 'LOGISTIC' ? 2 : 1) * DAY)
}
