import type { Random } from '../shared/random'
import { type ProductRow, SEED_NOW } from './catalog'
import { sharedDemoHash } from './demo-password'
import {
  CAT_BREEDS,
  CAT_NAMES,
  CAT_ROLES,
  CITIES,
  type CityWord,
  DOG_BREEDS,
  DOG_NAMES,
  DOG_ROLES,
  GIVEN_NAMES,
  ROADS,
  SURNAMES,
} from './words'

export type UserRow = {
  user_id: number
  email: string
  password_hash: string | null
  signup_channel: 'EMAIL' | 'KAKAO' | 'APPLE' | 'NAVER'
  name: string
  nickname: string
  mobile_no: string
  grade_code: string
  status: 'ACTIVE' | 'BLACKLISTED' | 'WITHDRAWN'
  address_city: string | null
  point: number
  coupon_count: number
  /** null: the member never chose (the shop keeps the device's choice at sign-in, decision 031) */
  selected_product_group1_id: number | null
  created_at: string
}

export type DeliveryRow = {
  user_id: number
  zip_code: string
  address: string
  address1: string
  address2: string
  short_address: string
  center_id: number
  is_only_seoul: boolean
  express_delivery_possible: boolean
  logistic_delivery_possible: boolean
  morning_delivery_possible: boolean
}

export type BreedRow = { breed_id: number; animal_group1_id: number; name: string; breed_size: string | null }

export type PetRow = {
  pet_id: number
  user_id: number
  name: string
  animal_group1_id: number
  breed_id: number
  birthday: string
  gender_code: 'M' | 'F'
  body_type: 'F' | 'N' | 'S'
  breed_size: string | null
  weight_code: number
  is_representative: boolean
  created_at: string
}

export type OrderRow = { order_id: number; user_id: number; status: string; total_price: number; ordered_at: string }
export type OrderItemRow = { order_id: number; line_no: number; product_id: number; price: number; quantity: number }

export type People = {
  breeds: BreedRow[]
  users: UserRow[]
  deliveries: DeliveryRow[]
  pets: PetRow[]
  orders: OrderRow[]
  orderItems: OrderItemRow[]
}

/** Accounts of the backend contract, ready for sign-in. */
export const DEMO_PASSWORD = 'Petshop123!'
/**
 * The accounts work added its demo members after the 300 ordinary ones, so those kept their
 * ids and content (see seed/accounts.ts).
 */
export const DEMO_USERS = {
  demo: 1,
  cat: 2,
  blacklist: 3,
  withdrawn: 304,
  link: 305,
  kakao: 306,
  naver: 307,
  apple: 308,
  partner: 309,
  limited: 310,
} as const

export const ORDINARY_USERS = 300
/** whole kilograms by breed size */
const DOG_KG = { S: [2, 7], M: [8, 18], L: [20, 35] } as const
const CAT_KG = [3, 7] as const
const DAY = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function breedRows(): BreedRow[] {
  return [
    ...DOG_BREEDS.map(([id, name, size]) => ({ breed_id: id, animal_group1_id: 1, name, breed_size: size })),
    ...CAT_BREEDS.map(([id, name, size]) => ({ breed_id: id, animal_group1_id: 2, name, breed_size: size })),
  ]
}

function delivery(random: Random, userId: number, [city, province, districts, centerId]: CityWord): DeliveryRow {
  const district = random.pick(districts)
  const street = `${province} ${district} ${random.pick(ROADS)} ${random.int(1, 350)}`
  const capital = city === '서울' || city === '경기' || city === '인천'
  return {
    user_id: userId,
    zip_code: String(random.int(1000, 63999)).padStart(5, '0'),
    address: street,
    address1: street,
    address2: random.chance(0.7) ? `${random.int(1, 25)}층 ${random.int(1, 12)}0${random.int(1, 9)}호` : '',
    short_address: `${city} ${district}`,
    center_id: centerId,
    is_only_seoul: city === '서울',
    // Same-day delivery only inside Seoul, dawn delivery in the capital area.
    express_delivery_possible: city === '서울',
    logistic_delivery_possible: true,
    morning_delivery_possible: capital,
  }
}

function demoAccounts(hashes: readonly string[]): { users: UserRow[]; deliveries: DeliveryRow[]; pets: PetRow[] } {
  const [demoHash = null, catHash = null, blacklistHash = null] = hashes
  const base = { signup_channel: 'EMAIL', status: 'ACTIVE', point: 0, coupon_count: 0 } as const
  return {
    users: [
      {
        ...base,
        user_id: 1,
        email: 'demo@petshop.test',
        password_hash: demoHash,
        name: '김하늘',
        nickname: '코코언니',
        mobile_no: '01012345678',
        grade_code: 'FAMILY',
        address_city: '서울',
        point: 3500,
        coupon_count: 4,
        selected_product_group1_id: null,
        created_at: '2024-03-15T02:30:00.000Z',
      },
      {
        ...base,
        user_id: 2,
        email: 'cat@petshop.test',
        password_hash: catHash,
        name: '이서연',
        nickname: '나비집사',
        mobile_no: '01023456789',
        grade_code: 'WELCOME',
        address_city: '경기',
        coupon_count: 2,
        selected_product_group1_id: 2,
        created_at: '2025-09-02T11:05:00.000Z',
      },
      {
        ...base,
        user_id: 3,
        email: 'blacklist@petshop.test',
        password_hash: blacklistHash,
        name: '박민수',
        nickname: '민수네',
        mobile_no: '01034567890',
        grade_code: 'WELCOME',
        status: 'BLACKLISTED',
        address_city: null,
        selected_product_group1_id: 1,
        created_at: '2025-01-20T08:40:00.000Z',
      },
    ],
    deliveries: [
      {
        user_id: 1,
        zip_code: '06236',
        address: '서울특별시 강남구 테헤란로 152',
        address1: '서울특별시 강남구 테헤란로 152',
        address2: '12층 1201호',
        short_address: '서울 강남구',
        center_id: 1,
        is_only_seoul: true,
        express_delivery_possible: true,
        logistic_delivery_possible: true,
        morning_delivery_possible: true,
      },
      {
        user_id: 2,
        zip_code: '13494',
        address: '경기도 성남시 분당구 판교역로 235',
        address1: '경기도 성남시 분당구 판교역로 235',
        address2: '3층',
        short_address: '경기 성남시 분당구',
        center_id: 1,
        is_only_seoul: false,
        express_delivery_possible: false,
        logistic_delivery_possible: true,
        morning_delivery_possible: true,
      },
    ],
    pets: [
      {
        pet_id: 1,
        user_id: 1,
        name: '코코',
        animal_group1_id: 1,
        breed_id: 101,
        birthday: '2021-05-14',
        gender_code: 'F',
        body_type: 'N',
        breed_size: 'S',
        weight_code: 3,
        is_representative: true,
        created_at: '2024-03-15T02:35:00.000Z',
      },
      {
        pet_id: 2,
        user_id: 2,
        name: '나비',
        animal_group1_id: 2,
        breed_id: 201,
        birthday: '2022-08-20',
        gender_code: 'M',
        body_type: 'N',
        breed_size: null,
        weight_code: 4,
        is_representative: true,
        created_at: '2025-09-02T11:10:00.000Z',
      },
    ],
  }
}

function ordinaryPets(random: Random, userId: number, createdAt: number, firstPetId: number, uniqueNickname: (base: string) => string) {
  const dogPerson = random.chance(0.6)
  const count = random.weighted([
    [0, 15],
    [1, 60],
    [2, 20],
    [3, 5],
  ] as const)
  const pets: PetRow[] = []
  for (let i = 0; i < count; i++) {
    const dog = i === 0 ? dogPerson : random.chance(0.5)
    const [breedId, , size] = random.pick(dog ? DOG_BREEDS : CAT_BREEDS)
    const [minKg, maxKg] = dog ? DOG_KG[size ?? 'M'] : CAT_KG
    pets.push({
      pet_id: firstPetId + i,
      user_id: userId,
      name: random.pick(dog ? DOG_NAMES : CAT_NAMES),
      animal_group1_id: dog ? 1 : 2,
      breed_id: breedId,
      birthday: isoDay(SEED_NOW - random.int(60, 15 * 365) * DAY),
      gender_code: random.chance(0.5) ? 'M' : 'F',
      body_type: random.weighted([
        ['N', 70],
        ['F', 18],
        ['S', 12],
      ] as const),
      breed_size: dog ? size : null,
      // The contract's weight code: whole kilograms up to 6, then 7 for "7 kg and more".
      weight_code: Math.min(random.int(minKg, maxKg), 7),
      is_representative: i === 0,
      created_at: new Date(Math.min(SEED_NOW, createdAt + random.int(0, 30) * DAY)).toISOString(),
    })
  }
  const first = pets[0]
  const nickname = first
    ? uniqueNickname(first.name + random.pick(first.animal_group1_id === 1 ? DOG_ROLES : CAT_ROLES))
    : uniqueNickname(random.pick([...DOG_NAMES, ...CAT_NAMES]) + random.pick(['사랑', '바라기']))
  return { pets, nickname, group: first?.animal_group1_id ?? 1 }
}

function demoOrders(random: Random, products: readonly ProductRow[]): { orders: OrderRow[]; orderItems: OrderItemRow[] } {
  const dogProducts = products.filter((p) => p.product_group1_id === 1 && p.sell_limit_status_code === null)
  const orders: OrderRow[] = []
  const orderItems: OrderItemRow[] = []
  for (let orderId = 1; orderId <= 3; orderId++) {
    const lines = random.shuffle(dogProducts).slice(0, random.int(1, 3))
    lines.forEach((p, i) => {
      orderItems.push({
        order_id: orderId,
        line_no: i + 1,
        product_id: p.product_id,
        price: p.discount_apply_price,
        quantity: random.int(1, 2),
      })
    })
    const total = orderItems.filter((item) => item.order_id === orderId).reduce((sum, item) => sum + item.price * item.quantity, 0)
    orders.push({
      order_id: orderId,
      user_id: DEMO_USERS.demo,
      status: 'DELIVERED',
      total_price: total,
      ordered_at: new Date(SEED_NOW - (100 - orderId * 30) * DAY).toISOString(),
    })
  }
  return { orders, orderItems }
}

/** The contract's sign-in accounts plus a few hundred members for community content. */
export async function generatePeople(random: Random, products: readonly ProductRow[]): Promise<People> {
  // Salts come from the seeded PRNG so the seed stays byte-for-byte reproducible; three are still
  // drawn (so the rest of the stream is unchanged), one hash serves all (seed/demo-password.ts).
  const [salt = ''] = [0, 1, 2].map(() => random.hex(16))
  const hash = await sharedDemoHash(DEMO_PASSWORD, salt)
  const hashes = [hash, hash, hash]
  const people = { breeds: breedRows(), ...demoAccounts(hashes), ...demoOrders(random, products) }
  const nicknames = new Set(people.users.map((u) => u.nickname))
  const uniqueNickname = (base: string) => {
    let nickname = base
    while (nicknames.has(nickname)) nickname = `${base}${random.int(1, 99)}`
    nicknames.add(nickname)
    return nickname
  }
  for (let userId = 4; userId < 4 + ORDINARY_USERS; userId++) {
    const createdAt = SEED_NOW - random.int(1, 900) * DAY
    const city = random.weighted(CITIES)
    const { pets, nickname, group } = ordinaryPets(random, userId, createdAt, people.pets.length + 1, uniqueNickname)
    const hasAddress = random.chance(0.75)
    people.users.push({
      user_id: userId,
      email: `member${userId}@petshop.test`,
      // Members of the seed sign in with a social provider; only the contract's accounts use passwords.
      password_hash: null,
      signup_channel: random.weighted([
        ['KAKAO', 60],
        ['NAVER', 25],
        ['APPLE', 15],
      ] as const),
      name: random.pick(SURNAMES) + random.pick(GIVEN_NAMES),
      nickname,
      mobile_no: `010${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      grade_code: random.weighted([
        ['WELCOME', 45],
        ['FRIENDS', 30],
        ['FAMILY', 18],
        ['VIP', 7],
      ] as const),
      status: 'ACTIVE',
      address_city: hasAddress ? city[0] : null,
      point: random.int(0, 40) * 100,
      coupon_count: random.int(0, 5),
      selected_product_group1_id: group,
      created_at: new Date(createdAt).toISOString(),
    })
    if (hasAddress) people.deliveries.push(delivery(random, userId, city))
    people.pets.push(...pets)
  }
  return people
}
