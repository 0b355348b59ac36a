import { kstToday } from '../context'
import type { Queryable } from '../db/types'
import { type Grade, gradeFor, loadGrades, recentPurchases } from '../membership/grades'
import { countPets, listPets, type Pet } from '../pets/pets'
import { spendableBalance } from '../points/ledger'
import { formatKstWallClock, type PushCode } from './push'

type UserRow = {
  user_id: number
  name: string
  nickname: string
  username: string
  mobile_no: string | null
  created_at: Date
  address_city: string | null
  coupon_count: number
  order_count: number
  mobile_push_code: PushCode
  mobile_night_push_code: PushCode
  push_agree_date: Date | null
  push_sheet_declined_at: Date | null
  has_password: boolean
  selected_product_group1_id: number | null
  partners_authority: string | null
  excluded_features: string[] | null
}

type DeliveryRow = {
  address: string
  address1: string
  address2: string
  center_id: number | null
  express_delivery_possible: boolean
  is_only_seoul: boolean
  logistic_delivery_possible: boolean
  morning_delivery_possible: boolean
  short_address: string
  zip_code: string
}

const NO_DELIVERY: Record<keyof DeliveryRow, null | false> = {
  address: null,
  address1: null,
  address2: null,
  center_id: null,
  express_delivery_possible: false,
  is_only_seoul: false,
  logistic_delivery_possible: false,
  morning_delivery_possible: false,
  short_address: null,
  zip_code: null,
}

/** Spec §3 topAnimalInfo: the main pet's animal fields. */
function topAnimalInfo(pet: Pet) {
  const { is_main: _main, ...info } = pet
  return info
}

/** Spec §3's grade of a member: its code and Korean name. */
const gradeCodeInfo = (grade: Grade | null) => ({
  user_grade_code: grade?.grade_code ?? null,
  user_grade_code_name: grade?.grade_name ?? null,
})

/** Spec §6: a withdrawn member's detail is only this signal, none of their data. */
export const WITHDRAWN_DETAIL = { user_info: { status_code: 401 } } as const

/** The V2 user detail of spec §3 (snake_case), or null for an unknown user. */
export async function loadUserDetail(db: Queryable, userId: number, now: Date) {
  const today = kstToday(now)
  const [users, deliveries, pets, grades, purchases, point] = await Promise.all([
    db.query<UserRow>(
      `select u.user_id, u.name, u.nickname, u.email as username, u.mobile_no, u.created_at, u.address_city,
              u.mobile_push_code, u.mobile_night_push_code, u.push_agree_date, u.push_sheet_declined_at,
              u.password_hash is not null as has_password, u.selected_product_group1_id,
              mp.partners_authority, mp.excluded_features,
              -- Usable coupons, and orders that were paid and not cancelled (pending ones are not orders yet).
              (select count(*)::int from coupons c where c.user_id = u.user_id and c.used_at is null
                  and (c.expires_at is null or c.expires_at >= $2::date)) as coupon_count,
              (select count(*)::int from orders o where o.user_id = u.user_id
                  and o.status in ('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')) as order_count
         from users u
         left join member_permissions mp on mp.user_id = u.user_id
        where u.user_id = $1`,
      [userId, today],
    ),
    db.query<DeliveryRow>(
      `select address, address1, address2, center_id, express_delivery_possible, is_only_seoul,
              logistic_delivery_possible, morning_delivery_possible, short_address, zip_code
         from user_deliveries where user_id = $1`,
      [userId],
    ),
    listPets(db, userId, today),
    loadGrades(db),
    recentPurchases(db, userId, now),
    spendableBalance(db, userId, now),
  ])
  const [user] = users
  if (!user) return null
  const [delivery] = deliveries
  const main = pets.find((pet) => pet.is_main) ?? null
  return {
    user_info: {
      status_code: 200,
      user_id: user.user_id,
      name: user.name,
      nickname: user.nickname,
      username: user.username,
      mobile_no: user.mobile_no,
      created_at: user.created_at.toISOString(),
      order_count: user.order_count,
      is_ordered: user.order_count > 0,
      is_input_address: delivery !== undefined,
      // The membership page's rule (gradeFor): the grade the last 3 months' purchases reach.
      user_grade_code_info: gradeCodeInfo(gradeFor(grades, purchases)),
      address_city: user.address_city,
      top_animal_info: main ? topAnimalInfo(main) : null,
      mobile_push_code: user.mobile_push_code,
      mobile_night_push_code: user.mobile_night_push_code,
      // Korea's wall clock, as /user/push/agree/date/update took it.
      push_agree_date: user.push_agree_date ? formatKstWallClock(user.push_agree_date) : null,
      // Decision 050: the member's last refusal of push (ISO instant), or null.
      push_sheet_declined_at: user.push_sheet_declined_at?.toISOString() ?? null,
      // Which proof re-authentication asks for (the password, or a key to this number).
      has_password: user.has_password,
      // The dog/cat choice read back (null: never chose, R7.16), and spec §3's partners
      // authority and excluded-features list (R3.9, decision 031).
      selected_product_group1_id: user.selected_product_group1_id,
      partners_authority: user.partners_authority,
      excluded_features: user.excluded_features ?? [],
    },
    user_delivery_data: delivery ?? NO_DELIVERY,
    user_total: {
      order_count: user.order_count,
      coupon_count: user.coupon_count,
      // 적립금 as the ledger holds it (decision 044): what the member can spend now.
      point,
      ...countPets(pets),
    },
    pet_list: pets,
  }
}

/** The member's dog/cat choice, read back with the detail at sign-in on any device (spec §7). */
export async function saveSelectedGroup(db: Queryable, userId: number, group: 1 | 2): Promise<void> {
  await db.query('update users set selected_product_group1_id = $2 where user_id = $1', [userId, group])
}
