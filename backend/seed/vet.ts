import { insertRows, syncIdentity } from '../db/bulk'
import type { Queryable } from '../db/types'
import type { Random } from '../shared/random'
import { CONCERNS } from '../vet/concerns'
import { type Hours, slotInstant, slotTimes } from '../vet/slots'
import type { ProductRow } from './catalog'
import { DEMO_USERS, type PetRow } from './users'
import {
  CAT_SPECIALITY,
  CLINIC_AREAS,
  CLINIC_STEMS,
  DESCRIPTIONS,
  EMERGENCY_SPECIALITY,
  GIVEN_NAMES,
  SPECIALITIES,
  SURNAMES,
} from './vet-words'

type Kind = keyof typeof DESCRIPTIONS
type Span = [number, number] | null

/** The fixed kind of clinic `i`, so every kind exists in the demo: 24h, night, cat-only, dog-only, both. */
function kindOf(i: number): Kind {
  if (i % 6 === 0) return 'h24'
  if (i % 8 === 2) return 'cat'
  if (i % 8 === 5) return 'dog'
  if (i % 6 === 3) return 'night'
  return 'both'
}

function hoursFor(random: Random, kind: Kind): { weekday: Span; saturday: Span; sunday: Span; lunch: Span } {
  // A 24h centre's hours are its regular (bookable) consultations; emergencies come any time.
  if (kind === 'h24') return { weekday: [540, 1260], saturday: [540, 1260], sunday: [600, 1080], lunch: null }
  if (kind === 'night')
    return { weekday: [600, 1440], saturday: [600, 1320], sunday: random.chance(0.5) ? [720, 1200] : null, lunch: [840, 900] }
  return {
    weekday: [random.pick([540, 570, 600]), random.pick([1140, 1170, 1200])],
    saturday: [random.pick([540, 600]), random.pick([960, 1020])],
    sunday: random.chance(0.4) ? [600, 960] : null,
    lunch: random.chance(0.8) ? [780, 840] : null,
  }
}

const asHours = (h: ReturnType<typeof hoursFor>): Hours => {
  const span = (s: Span) => (s ? { open: s[0], close: s[1] } : null)
  return { weekday: span(h.weekday), saturday: span(h.saturday), sunday: span(h.sunday), lunch: span(h.lunch) }
}

function clinics(random: Random) {
  return CLINIC_STEMS.map((stem, i) => {
    const area = CLINIC_AREAS[Math.floor(i / 2)] as (typeof CLINIC_AREAS)[number]
    const kind = kindOf(i)
    const road = random.pick(area.roads)
    const hours = hoursFor(random, kind)
    const name = kind === 'h24' ? `${stem} 24시 동물메디컬센터` : kind === 'cat' ? `${stem} 고양이병원` : `${stem}동물병원`
    const extra = kind === 'cat' ? [CAT_SPECIALITY] : kind === 'h24' ? [EMERGENCY_SPECIALITY] : []
    const middle = area.area === '02' ? random.int(300, 9999) : random.int(300, 999)
    return {
      clinic_id: i + 1,
      name,
      district: area.district,
      address: `${area.prefix} ${road} ${random.int(10, 480)}${random.chance(0.5) ? `, ${random.int(1, 5)}층` : ''}`,
      phone: `${area.area}-${middle}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      director_name: `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`,
      description: DESCRIPTIONS[kind](road),
      specialities: [...extra, ...random.shuffle(SPECIALITIES).slice(0, random.int(2, 4))],
      treats_dogs: kind !== 'cat',
      treats_cats: kind !== 'dog',
      is_24h: kind === 'h24',
      is_night: kind === 'h24' || [hours.weekday, hours.saturday, hours.sunday].some((s) => s !== null && s[1] >= 1320),
      weekday_open: hours.weekday?.[0] ?? null,
      weekday_close: hours.weekday?.[1] ?? null,
      saturday_open: hours.saturday?.[0] ?? null,
      saturday_close: hours.saturday?.[1] ?? null,
      sunday_open: hours.sunday?.[0] ?? null,
      sunday_close: hours.sunday?.[1] ?? null,
      lunch_start: hours.lunch?.[0] ?? null,
      lunch_end: hours.lunch?.[1] ?? null,
      hours: asHours(hours),
    }
  })
}

type ClinicSeed = ReturnType<typeof clinics>[number]

/**
 * Three picks a concern, alternating its leaves (two from the first): each among the leaf's six
 * most reviewed sellable products, with a comment of that leaf and a vet of a clinic for that animal.
 */
function picks(random: Random, products: readonly ProductRow[], clinicRows: readonly ClinicSeed[]) {
  const sellable = products.filter((p) => p.sell_limit_status_code === null && !p.is_entirely_soldout)
  return ([1, 2] as const).flatMap((group) => {
    const vets = clinicRows.filter((c) => (group === 1 ? c.treats_dogs : c.treats_cats))
    return CONCERNS[group].flatMap((concern) => {
      const pools = concern.leaves.map((leaf) => ({
        comments: random.shuffle(leaf.comments),
        products: random.shuffle(
          sellable
            .filter((p) => p.product_group3_id === leaf.id)
            .sort((a, b) => b.review_count - a.review_count || a.product_id - b.product_id)
            .slice(0, 6),
        ),
      }))
      return [0, 1, 0].map((leafAt, i) => {
        const pool = pools[leafAt] as (typeof pools)[number]
        const product = pool.products[i === 2 ? 1 : 0]
        if (!product) throw new Error(`seed: no product for ${concern.code}`)
        return {
          product_group1_id: group,
          concern_code: concern.code,
          sort: i + 1,
          product_id: product.product_id,
          clinic_id: random.pick(vets).clinic_id,
          comment: pool.comments[i === 2 ? 1 : 0] as string,
        }
      })
    })
  })
}

/** The first slot of `clinic` on `date` at or after `from` ('HH:mm'). */
function slotFrom(clinic: ClinicSeed, date: string, from: string): string {
  const time = slotTimes(clinic.hours, date).find((t) => t >= from)
  if (!time) throw new Error(`seed: ${clinic.name} has no slot on ${date} from ${from}`)
  return slotInstant(date, time).toISOString()
}

/** The demo members' history (before the seed's today): one visit each, and one cancelled. */
function bookings(clinicRows: readonly ClinicSeed[], pets: readonly PetRow[]) {
  const petOf = (userId: number) => pets.find((p) => p.user_id === userId && p.is_representative) as PetRow
  const forAnimal = (animal: number) => clinicRows.filter((c) => (animal === 1 ? c.treats_dogs : c.treats_cats))
  const plan = [
    {
      user: DEMO_USERS.demo,
      clinicAt: 0,
      date: '2026-10-12',
      from: '10:30',
      reason: 'VACCINATION',
      memo: '종합백신 추가 접종',
      status: 'BOOKED',
    },
    {
      user: DEMO_USERS.demo,
      clinicAt: 3,
      date: '2026-10-26',
      from: '15:00',
      reason: 'SKIN',
      memo: '귀를 자주 긁어요.',
      status: 'CANCELLED',
    },
    { user: DEMO_USERS.cat, clinicAt: 1, date: '2026-10-20', from: '11:00', reason: 'CHECKUP', memo: '', status: 'BOOKED' },
  ] as const
  return plan.map((step, i) => {
    const pet = petOf(step.user)
    const clinic = forAnimal(pet.animal_group1_id)[step.clinicAt] as ClinicSeed
    const slotAt = slotFrom(clinic, step.date, step.from)
    const createdAt = new Date(Date.parse(slotAt) - 5 * 86_400_000).toISOString()
    return {
      booking_id: i + 1,
      user_id: step.user,
      clinic_id: clinic.clinic_id,
      pet_id: pet.pet_id,
      pet_name: pet.name,
      animal_group1_id: pet.animal_group1_id,
      slot_at: slotAt,
      reason: step.reason,
      memo: step.memo,
      status: step.status,
      created_at: createdAt,
      updated_at: createdAt,
      cancelled_at: step.status === 'CANCELLED' ? new Date(Date.parse(createdAt) + 86_400_000).toISOString() : null,
    }
  })
}

/** The vet rows of the seed; `random` is a stream of its own, so no earlier row changed. */
export function generateVet(random: Random, input: { products: readonly ProductRow[]; pets: readonly PetRow[] }) {
  const clinicRows = clinics(random)
  return { clinics: clinicRows, picks: picks(random, input.products, clinicRows), bookings: bookings(clinicRows, input.pets) }
}

export type VetSeed = ReturnType<typeof generateVet>

/** Inserts what generateVet made, after the products, users and pets it points at. */
export async function insertVet(tx: Queryable, data: VetSeed): Promise<void> {
  await insertRows(
    tx,
    'vet_clinics',
    data.clinics.map(({ hours, ...row }) => row),
  )
  await insertRows(tx, 'vet_picks', data.picks)
  await insertRows(tx, 'vet_bookings', data.bookings)
  await syncIdentity(tx, 'vet_clinics', 'clinic_id')
  await syncIdentity(tx, 'vet_bookings', 'booking_id')
}
