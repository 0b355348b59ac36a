import { groupName } from '../catalog/constants'
import type { Queryable } from '../db/types'

type UserRow = {
  user_id: number
  name: string
  nickname: string
  username: string
  mobile_no: string | null
  created_at: Date
  address_city: string | null
  grade_code: string
  grade_name: string
  point: number
  coupon_count: number
  order_count: number
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

type PetRow = {
  pet_id: number
  name: string
  animal_group1_id: number
  animal_group2_id: number | null
  animal_group2_name: string | null
  birthday: string | null
  gender_code: 'M' | 'F'
  body_type: 'F' | 'N' | 'S'
  breed_size: 'L' | 'M' | 'S' | null
  weight: number
  total_count: number | null
  is_representative: boolean
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

/** The spec §3 pet fields (topAnimalInfo and petList), in V2's snake_case. */
function animalInfo(pet: PetRow) {
  return {
    pet_id: pet.pet_id,
    name: pet.name,
    total_count: pet.total_count,
    animal_group1_id: pet.animal_group1_id,
    animal_group1_name: groupName(pet.animal_group1_id),
    animal_group2_id: pet.animal_group2_id,
    animal_group2_name: pet.animal_group2_name,
    birthday: pet.birthday,
    gender_code: pet.gender_code,
    body_type: pet.body_type,
    breed_size: pet.breed_size,
    weight: pet.weight,
  }
}

/** The V2 user detail of spec §3 (snake_case), or null for an unknown user. */
export async function loadUserDetail(db: Queryable, userId: number) {
  const [users, deliveries, pets] = await Promise.all([
    db.query<UserRow>(
      `select u.user_id, u.name, u.nickname, u.email as username, u.mobile_no, u.created_at, u.address_city,
              u.grade_code, g.grade_name, u.point, u.coupon_count,
              (select count(*)::int from orders o where o.user_id = u.user_id and o.status <> 'CANCELLED') as order_count
         from users u join user_grades g using (grade_code)
        where u.user_id = $1`,
      [userId],
    ),
    db.query<DeliveryRow>(
      `select address, address1, address2, center_id, express_delivery_possible, is_only_seoul,
              logistic_delivery_possible, morning_delivery_possible, short_address, zip_code
         from user_deliveries where user_id = $1`,
      [userId],
    ),
    db.query<PetRow>(
      `select p.pet_id, p.name, p.animal_group1_id, p.breed_id as animal_group2_id, b.name as animal_group2_name,
              to_char(p.birthday, 'YYYY-MM-DD') as birthday, p.gender_code, p.body_type, p.breed_size,
              p.weight_code as weight, p.is_representative,
              extract(year from age(current_date, p.birthday))::int as total_count
         from pets p left join breeds b using (breed_id)
        where p.user_id = $1
        order by p.is_representative desc, p.pet_id`,
      [userId],
    ),
  ])
  const [user] = users
  if (!user) return null
  const [delivery] = deliveries
  const [top] = pets
  return {
    user_info: {
      user_id: user.user_id,
      name: user.name,
      nickname: user.nickname,
      username: user.username,
      mobile_no: user.mobile_no,
      created_at: user.created_at.toISOString(),
      order_count: user.order_count,
      is_ordered: user.order_count > 0,
      is_input_address: delivery !== undefined,
      user_grade_code_info: { user_grade_code: user.grade_code, user_grade_code_name: user.grade_name },
      address_city: user.address_city,
      top_animal_info: top ? animalInfo(top) : null,
    },
    user_delivery_data: delivery ?? NO_DELIVERY,
    user_total: {
      order_count: user.order_count,
      coupon_count: user.coupon_count,
      point: user.point,
      cat_cnt: pets.filter((p) => p.animal_group1_id === 2).length,
      dog_cnt: pets.filter((p) => p.animal_group1_id === 1).length,
    },
    pet_list: pets.map(animalInfo),
  }
}
