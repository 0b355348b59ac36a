/**
 * Pet insurance plans of a fictional partner insurer (decision 015). Premiums are monthly, in
 * won, per animal and spec §3 age bucket; a missing bucket means the plan does not take pets of
 * that age. Dogs pay their size factor (percent) on top: larger dogs claim more.
 */

type Bucket = 'KITTEN' | 'JUNIOR' | 'ADULT' | 'SENIOR'
type Rates = Partial<Record<Bucket, number>>

type PlanSeed = {
  plan_id: number
  name: string
  insurer: string
  tagline: string
  coverage_ratio: number
  deductible: number
  annual_limit: number
  min_join_age: number
  max_join_age: number
  size_factor_s: number
  size_factor_m: number
  size_factor_l: number
  renewal: string
  sort: number
  coverages: ReadonlyArray<{ name: string; detail: string; limit_text: string }>
  rates: { dog: Rates; cat: Rates }
}

const INSURER = '든든펫손해보험'
const RENEWAL = '3년마다 갱신되며, 갱신 시 나이와 손해율에 따라 보험료가 바뀔 수 있어요.'

const CORE = [
  { name: '통원 치료', detail: '질병·상해로 동물병원에 다녀온 진료비', limit_text: '1일 15만 원, 연 20회' },
  { name: '입원 치료', detail: '입원 기간의 진료비와 입원비', limit_text: '1일 15만 원, 연 20일' },
  { name: '수술비', detail: '질병·상해로 받은 수술 1회당', limit_text: '1회 200만 원, 연 2회' },
] as const

const PLANS: readonly PlanSeed[] = [
  {
    plan_id: 1,
    name: '든든 베이직',
    insurer: INSURER,
    tagline: '꼭 필요한 통원·입원·수술만, 부담 없는 보험료',
    coverage_ratio: 50,
    deductible: 20_000,
    annual_limit: 5_000_000,
    min_join_age: 0,
    max_join_age: 10,
    size_factor_s: 100,
    size_factor_m: 115,
    size_factor_l: 130,
    renewal: RENEWAL,
    sort: 1,
    coverages: CORE,
    rates: {
      dog: { KITTEN: 14_900, JUNIOR: 17_900, ADULT: 24_900, SENIOR: 39_900 },
      cat: { KITTEN: 12_900, JUNIOR: 15_900, ADULT: 21_900, SENIOR: 34_900 },
    },
  },
  {
    plan_id: 2,
    name: '든든 스탠다드',
    insurer: INSURER,
    tagline: '슬개골·피부 질환까지, 가장 많이 고르는 플랜',
    coverage_ratio: 70,
    deductible: 10_000,
    annual_limit: 10_000_000,
    min_join_age: 0,
    max_join_age: 10,
    size_factor_s: 100,
    size_factor_m: 120,
    size_factor_l: 140,
    renewal: RENEWAL,
    sort: 2,
    coverages: [
      ...CORE,
      { name: '슬개골·고관절 질환', detail: '슬개골 탈구, 고관절 이형성증의 진료와 수술', limit_text: '연 500만 원' },
      { name: '피부병·구강 질환', detail: '피부염, 외이염, 치주 질환 치료', limit_text: '연 100만 원' },
    ],
    rates: {
      dog: { KITTEN: 21_900, JUNIOR: 25_900, ADULT: 34_900, SENIOR: 54_900 },
      cat: { KITTEN: 18_900, JUNIOR: 22_900, ADULT: 29_900, SENIOR: 46_900 },
    },
  },
  {
    plan_id: 3,
    name: '든든 프리미엄',
    insurer: INSURER,
    tagline: '진료비 90% 보장에 배상책임과 장례비까지',
    coverage_ratio: 90,
    deductible: 10_000,
    annual_limit: 15_000_000,
    min_join_age: 0,
    max_join_age: 10,
    size_factor_s: 100,
    size_factor_m: 120,
    size_factor_l: 145,
    renewal: RENEWAL,
    sort: 3,
    coverages: [
      ...CORE,
      { name: '슬개골·고관절 질환', detail: '슬개골 탈구, 고관절 이형성증의 진료와 수술', limit_text: '연 500만 원' },
      { name: '피부병·구강 질환', detail: '피부염, 외이염, 치주 질환 치료', limit_text: '연 150만 원' },
      { name: '배상책임', detail: '우리 아이가 다른 사람이나 동물에게 입힌 피해', limit_text: '1사고 500만 원 (자기부담 2만 원)' },
      { name: '장례비', detail: '질병·상해로 아이를 떠나보냈을 때', limit_text: '15만 원' },
    ],
    rates: {
      dog: { KITTEN: 32_900, JUNIOR: 38_900, ADULT: 49_900, SENIOR: 76_900 },
      cat: { KITTEN: 27_900, JUNIOR: 32_900, ADULT: 42_900, SENIOR: 64_900 },
    },
  },
  {
    plan_id: 4,
    name: '든든 시니어 케어',
    insurer: INSURER,
    tagline: '만 8세부터 가입하는 노령 반려동물 전용 플랜',
    coverage_ratio: 60,
    deductible: 30_000,
    annual_limit: 7_000_000,
    min_join_age: 8,
    max_join_age: 13,
    size_factor_s: 100,
    size_factor_m: 115,
    size_factor_l: 130,
    renewal: '1년마다 갱신되며, 최대 만 20세까지 갱신할 수 있어요.',
    sort: 4,
    coverages: [
      ...CORE,
      { name: '노령성 질환', detail: '신장·심장 질환, 백내장 등 노령기에 흔한 질환의 진료', limit_text: '연 300만 원' },
      { name: '정기 건강검진', detail: '혈액·영상 검사를 포함한 건강검진 1회', limit_text: '연 1회 10만 원' },
    ],
    rates: { dog: { SENIOR: 45_900 }, cat: { SENIOR: 39_900 } },
  },
]

/** The rows of the insurance tables. */
export function insuranceRows() {
  const plans = PLANS.map(({ coverages: _c, rates: _r, ...plan }) => plan)
  const coverages = PLANS.flatMap((plan) => plan.coverages.map((c, i) => ({ plan_id: plan.plan_id, position: i + 1, ...c })))
  const rates = PLANS.flatMap((plan) =>
    (
      [
        ['dog', 1],
        ['cat', 2],
      ] as const
    ).flatMap(([animal, group]) =>
      Object.entries(plan.rates[animal]).map(([age_bucket, monthly_premium]) => ({
        plan_id: plan.plan_id,
        animal_group1_id: group,
        age_bucket,
        monthly_premium,
      })),
    ),
  )
  return { plans, coverages, rates }
}
