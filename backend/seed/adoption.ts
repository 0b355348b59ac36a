import type { Random } from '../shared/random'
import { SEED_NOW } from './catalog'

/**
 * Animals waiting for a family in fictional partner shelters (decision 015). Shelter names and
 * numbers are made up; phone numbers use the 0000 block no one is given.
 */
const SHELTERS = [
  {
    shelter_id: 1,
    name: '행복한 발바닥 보호소',
    region: '서울 강동구',
    address: '서울특별시 강동구 천호대로 0000',
    phone: '02-000-0001',
    hours: '화~일 11:00~17:00 (월요일 휴무)',
  },
  {
    shelter_id: 2,
    name: '두번째 집 유기동물 쉼터',
    region: '경기 남양주시',
    address: '경기도 남양주시 화도읍 0000',
    phone: '031-000-0002',
    hours: '수~일 10:00~16:00 (방문 예약제)',
  },
  {
    shelter_id: 3,
    name: '냥이네 임시보호 센터',
    region: '인천 연수구',
    address: '인천광역시 연수구 송도동 0000',
    phone: '032-000-0003',
    hours: '매일 12:00~18:00',
  },
  {
    shelter_id: 4,
    name: '바다마을 동물 보호센터',
    region: '부산 해운대구',
    address: '부산광역시 해운대구 우동 0000',
    phone: '051-000-0004',
    hours: '화~토 10:00~17:00',
  },
] as const

const DOG_NAMES = ['보리', '콩이', '두부', '누룽지', '까미', '호두', '밤이', '단비', '토리', '복실이', '해피', '순심이', '뭉치', '별이']
const CAT_NAMES = ['치즈', '고등어', '삼색이', '망고', '루나', '호박', '먼지', '양말이', '꼬미', '밀키']
const DOG_BREEDS = [
  ['믹스견', 6],
  ['진돗개 믹스', 3],
  ['푸들', 1],
  ['말티즈', 1],
  ['시바견', 1],
  ['포메라니안', 1],
] as const
const CAT_BREEDS = [
  ['코리안 숏헤어', 7],
  ['터키시 앙고라 믹스', 1],
  ['러시안 블루 믹스', 1],
] as const

const DOG_PERSONALITY = [
  '사람을 정말 좋아하고 산책할 때 발걸음이 신나요.',
  '처음엔 낯을 가리지만 마음을 열면 졸졸 따라다니는 껌딱지예요.',
  '다른 강아지와도 잘 지내고 배변 훈련이 되어 있어요.',
  '차분하고 얌전해서 실내 생활에 잘 적응해요.',
  '호기심이 많고 노즈워크 장난감을 제일 좋아해요.',
]
const CAT_PERSONALITY = [
  '무릎 위에서 골골송을 부르는 애교쟁이예요.',
  '조용하고 독립적이지만 간식 시간엔 먼저 다가와요.',
  '사냥 놀이를 좋아하고 낚싯대 장난감에 진심이에요.',
  '겁이 조금 많아 천천히 다가가 주시면 금방 친해져요.',
]
const STORIES = [
  '재개발 지역에서 구조되어 보호소에서 지낸 지 몇 달이 되었어요.',
  '보호자의 사정으로 보호소에 오게 되었어요. 기본 예절 교육을 받았어요.',
  '길에서 구조된 뒤 치료를 마치고 새 가족을 기다리고 있어요.',
  '공원에서 구조되었어요. 사람 손길에 익숙해서 금방 적응할 거예요.',
]
const HEALTH = [
  '기본 건강검진에서 특이 사항이 없었어요.',
  '심장사상충 음성, 종합백신 접종을 마쳤어요.',
  '피부 치료를 마쳤고 지금은 건강해요.',
  '치석 제거를 받았어요. 정기적인 양치가 필요해요.',
]

export type AdoptionAnimalRow = {
  animal_id: number
  shelter_id: number
  animal_group1_id: 1 | 2
  name: string
  breed_name: string
  gender_code: 'M' | 'F'
  age_months: number
  weight_kg: number
  neutered: boolean
  vaccinated: boolean
  personality: string
  story: string
  health_note: string
  status: 'WAITING' | 'FOSTER' | 'ADOPTED'
  registered_at: string
}

const DAY = 86_400_000

/** 14 dogs and 10 cats; the last of each already adopted, a few in foster homes. */
export function generateAdoption(random: Random) {
  const animals: AdoptionAnimalRow[] = []
  const add = (group: 1 | 2, name: string, index: number, count: number) => {
    const dog = group === 1
    const ageMonths = random.weighted([
      [random.int(3, 11), 3],
      [random.int(12, 60), 5],
      [random.int(61, 150), 2],
    ] as const)
    const weight = dog ? random.int(25, 220) / 10 : random.int(20, 60) / 10
    animals.push({
      animal_id: animals.length + 1,
      shelter_id: dog ? random.pick([1, 2, 4]) : random.pick([1, 3, 4]),
      animal_group1_id: group,
      name,
      breed_name: random.weighted(dog ? DOG_BREEDS : CAT_BREEDS),
      gender_code: random.chance(0.5) ? 'M' : 'F',
      age_months: ageMonths,
      weight_kg: ageMonths < 6 ? Math.max(1, Math.round(weight * 4) / 10) : weight,
      neutered: ageMonths >= 6 && random.chance(0.8),
      vaccinated: random.chance(0.9),
      personality: random.pick(dog ? DOG_PERSONALITY : CAT_PERSONALITY),
      story: random.pick(STORIES),
      health_note: random.pick(HEALTH),
      status: index === count - 1 ? 'ADOPTED' : index % 4 === 2 ? 'FOSTER' : 'WAITING',
      registered_at: new Date(SEED_NOW - random.int(3, 200) * DAY).toISOString(),
    })
  }
  for (const [i, name] of DOG_NAMES.entries()) add(1, name, i, DOG_NAMES.length)
  for (const [i, name] of CAT_NAMES.entries()) add(2, name, i, CAT_NAMES.length)
  return { shelters: SHELTERS, animals }
}
