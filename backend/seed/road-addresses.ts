import { compactAddressQuery } from '../commerce/address-query'
import { createRandom, type Random } from '../shared/random'

/**
 * The address search's table (우편번호 찾기, decision 026): a few hundred Korean road addresses in
 * ten 시/도, each with its 도로명 주소, 지번 주소, building name and 우편번호. Real road names in
 * the districts they run through, zip codes in each district's real range (so the delivery rules
 * of commerce/zip.ts read them right), and real landmarks at their real addresses; the other
 * buildings along each road are made up, deterministically.
 *
 * Migration 19 inserts these rows; once released, a change here needs a new migration.
 */

export type RoadAddressRow = {
  postcode_id: number
  zip_code: string
  sido: string
  sigungu: string
  road_name: string
  building_no: string
  dong: string
  jibun: string
  building_name: string
  search_keys: string
}

/** [road, 법정동, first zip, first building number, first 지번] */
type Road = readonly [road: string, dong: string, zip: number, firstNo: number, firstJibun: number]
type District = { sido: string; short: string; sigungu: string; roads: readonly Road[] }

const DISTRICTS: readonly District[] = [
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '강남구',
    roads: [
      ['테헤란로', '역삼동', 6232, 108, 701],
      ['강남대로', '논현동', 6120, 502, 120],
      ['도산대로', '신사동', 6028, 110, 540],
      ['선릉로', '대치동', 6180, 420, 890],
      ['압구정로', '압구정동', 6001, 102, 380],
      ['봉은사로', '삼성동', 6164, 510, 100],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '서초구',
    roads: [
      ['서초대로', '서초동', 6595, 320, 1300],
      ['반포대로', '반포동', 6500, 200, 700],
      ['방배로', '방배동', 6700, 100, 800],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '송파구',
    roads: [
      ['올림픽로', '신천동', 5551, 270, 7],
      ['송파대로', '가락동', 5700, 200, 100],
      ['백제고분로', '석촌동', 5600, 350, 200],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '마포구',
    roads: [
      ['월드컵북로', '상암동', 3925, 380, 1600],
      ['양화로', '서교동', 4030, 100, 350],
      ['와우산로', '서교동', 4050, 60, 330],
      ['마포대로', '공덕동', 4100, 90, 250],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '종로구',
    roads: [
      ['사직로', '세종로', 3045, 130, 1],
      ['대학로', '동숭동', 3080, 100, 1],
      ['자하문로', '청운동', 3030, 60, 50],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '중구',
    roads: [
      ['세종대로', '태평로1가', 4524, 90, 20],
      ['을지로', '을지로1가', 4530, 30, 100],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '영등포구',
    roads: [
      ['63로', '여의도동', 7345, 10, 50],
      ['여의대로', '여의도동', 7320, 24, 20],
      ['국제금융로', '여의도동', 7326, 2, 23],
    ],
  },
  {
    sido: '서울특별시',
    short: '서울',
    sigungu: '용산구',
    roads: [
      ['이태원로', '용산동1가', 4353, 29, 8],
      ['한강대로', '한강로2가', 4370, 100, 200],
    ],
  },
  {
    sido: '부산광역시',
    short: '부산',
    sigungu: '해운대구',
    roads: [
      ['해운대해변로', '중동', 48099, 200, 1390],
      ['APEC로', '우동', 48060, 17, 1500],
      ['센텀중앙로', '우동', 48058, 48, 1470],
      ['좌동순환로', '좌동', 48080, 100, 1300],
    ],
  },
  {
    sido: '부산광역시',
    short: '부산',
    sigungu: '부산진구',
    roads: [
      ['중앙대로', '부전동', 47285, 640, 200],
      ['서면로', '부전동', 47290, 10, 250],
    ],
  },
  {
    sido: '부산광역시',
    short: '부산',
    sigungu: '수영구',
    roads: [
      ['광안해변로', '광안동', 48303, 100, 190],
      ['수영로', '남천동', 48310, 400, 50],
    ],
  },
  {
    sido: '경기도',
    short: '경기',
    sigungu: '성남시 분당구',
    roads: [
      ['판교역로', '백현동', 13494, 146, 532],
      ['불정로', '정자동', 13561, 6, 178],
      ['황새울로', '수내동', 13590, 200, 10],
      ['분당로', '서현동', 13590, 20, 250],
    ],
  },
  {
    sido: '경기도',
    short: '경기',
    sigungu: '수원시 영통구',
    roads: [
      ['광교중앙로', '이의동', 16508, 140, 1300],
      ['영통로', '영통동', 16700, 200, 960],
      ['봉영로', '영통동', 16704, 1600, 1000],
    ],
  },
  {
    sido: '경기도',
    short: '경기',
    sigungu: '고양시 일산동구',
    roads: [
      ['중앙로', '장항동', 10401, 1200, 860],
      ['호수로', '장항동', 10402, 600, 900],
    ],
  },
  {
    sido: '인천광역시',
    short: '인천',
    sigungu: '연수구',
    roads: [
      ['컨벤시아대로', '송도동', 21998, 100, 20],
      ['센트럴로', '송도동', 22004, 160, 24],
      ['아트센터대로', '송도동', 22004, 150, 30],
    ],
  },
  { sido: '인천광역시', short: '인천', sigungu: '중구', roads: [['공항로', '운서동', 22382, 272, 2851]] },
  {
    sido: '대구광역시',
    short: '대구',
    sigungu: '수성구',
    roads: [
      ['달구벌대로', '범어동', 42020, 2400, 40],
      ['동대구로', '범어동', 42025, 300, 200],
      ['수성로', '수성동1가', 42100, 100, 100],
    ],
  },
  { sido: '대구광역시', short: '대구', sigungu: '중구', roads: [['공평로', '동인동1가', 41911, 88, 2]] },
  {
    sido: '대전광역시',
    short: '대전',
    sigungu: '유성구',
    roads: [
      ['대학로', '구성동', 34141, 291, 373],
      ['엑스포로', '도룡동', 34126, 100, 3],
      ['유성대로', '봉명동', 34170, 700, 500],
    ],
  },
  {
    sido: '광주광역시',
    short: '광주',
    sigungu: '서구',
    roads: [
      ['내방로', '치평동', 61945, 111, 1200],
      ['상무중앙로', '치평동', 61949, 60, 1180],
      ['무진대로', '광천동', 61968, 900, 50],
    ],
  },
  {
    sido: '울산광역시',
    short: '울산',
    sigungu: '남구',
    roads: [
      ['중앙로', '신정동', 44675, 201, 646],
      ['삼산로', '삼산동', 44700, 200, 1500],
    ],
  },
  {
    sido: '세종특별자치시',
    short: '세종',
    sigungu: '',
    roads: [
      ['한누리대로', '보람동', 30151, 2130, 600],
      ['도움로', '어진동', 30116, 8, 640],
      ['갈매로', '어진동', 30103, 400, 520],
    ],
  },
  {
    sido: '제주특별자치도',
    short: '제주',
    sigungu: '제주시',
    roads: [
      ['문연로', '연동', 63122, 6, 312],
      ['노연로', '노형동', 63127, 80, 900],
      ['연북로', '노형동', 63091, 300, 1100],
      ['중앙로', '이도이동', 63181, 200, 1000],
    ],
  },
  {
    sido: '강원특별자치도',
    short: '강원',
    sigungu: '춘천시',
    roads: [
      ['중앙로', '봉의동', 24266, 1, 15],
      ['퇴계로', '퇴계동', 24400, 100, 600],
    ],
  },
]

/** Landmarks at their real addresses: `placeOf(…)` → [name, zip, 지번]. */
const LANDMARKS: Readonly<Record<string, readonly [name: string, zip: string, jibun: string]>> = {
  '서울 강남구 테헤란로 152': ['강남파이낸스센터', '06236', '737'],
  '서울 송파구 올림픽로 300': ['롯데월드타워', '05551', '29'],
  '서울 종로구 사직로 161': ['경복궁', '03045', '1-91'],
  '서울 중구 세종대로 110': ['서울특별시청', '04524', '31'],
  '서울 영등포구 63로 50': ['63빌딩', '07345', '60'],
  '서울 용산구 이태원로 29': ['전쟁기념관', '04353', '8'],
  '부산 해운대구 APEC로 55': ['벡스코', '48060', '1500'],
  '경기 성남시 분당구 판교역로 166': ['카카오 판교아지트', '13529', '532'],
  '경기 성남시 분당구 불정로 6': ['네이버 그린팩토리', '13561', '178-1'],
  '인천 중구 공항로 272': ['인천국제공항 제1여객터미널', '22382', '2851'],
  '대구 중구 공평로 88': ['대구광역시청', '41911', '2-1'],
  '대전 유성구 대학로 291': ['한국과학기술원', '34141', '373-1'],
  '광주 서구 내방로 111': ['광주광역시청', '61945', '1200'],
  '울산 남구 중앙로 201': ['울산광역시청', '44675', '646-4'],
  '세종 한누리대로 2130': ['세종특별자치시청', '30151', '604'],
  '제주 제주시 문연로 6': ['제주특별자치도청', '63122', '312-1'],
  '강원 춘천시 중앙로 1': ['강원특별자치도청', '24266', '15'],
}

/** The seeded members' own addresses are on the table too (backend/seed/users.ts, commerce.ts). */
const MEMBERS_BUILDINGS: Readonly<Record<string, readonly [name: string, zip: string, jibun: string]>> = {
  '부산 해운대구 해운대해변로 264': ['해운대 마린시티 오션뷰', '48099', '1392'],
  '경기 성남시 분당구 판교역로 235': ['에이치스퀘어', '13494', '681'],
}

const APARTMENT_BRANDS = [
  '래미안',
  '푸르지오',
  '자이',
  '힐스테이트',
  'e편한세상',
  '아이파크',
  '롯데캐슬',
  '더샵',
  '센트레빌',
  '두산위브',
  '우성아파트',
  '현대아파트',
  '한신휴플러스',
  '삼성래미안',
]
const OFFICES = ['빌딩', '타워', '센터', '프라자', '오피스텔', '스퀘어']
const OFFICE_NAMES = [
  '한솔',
  '대림',
  '동원',
  '우리',
  '삼정',
  '케이',
  '스카이',
  '미래',
  '한빛',
  '청호',
  '대영',
  '성지',
  '신영',
  '유니온',
  '아남',
]
const SMALL = ['빌라', '하우스', '빌', '맨션', '캐슬']
const SMALL_NAMES = ['그린', '해피', '다온', '한빛', '은하', '새롬', '하늘', '보람', '청솔', '풍림']
const PUBLIC = ['주민센터', '우체국', '초등학교', '도서관', '보건소']

/** 역삼동 → 역삼, 태평로1가 → 태평로, 이도이동 → 이도: the name an apartment or a school takes. */
const stemOf = (dong: string) => dong.replace(/\d*가$/, '').replace(/(?<=..)[일이삼]동$|\d*동$/, '')

function buildingName(random: Random, dong: string): string {
  const stem = stemOf(dong)
  const kind = random.weighted([
    ['apartment', 4],
    ['office', 3],
    ['small', 2],
    ['public', 0.6],
    ['none', 2],
  ] as const)
  if (kind === 'apartment')
    return random.chance(0.5) ? `${stem} ${random.pick(APARTMENT_BRANDS)}` : `${random.pick(APARTMENT_BRANDS)} ${stem}`
  if (kind === 'office') return `${random.pick(OFFICE_NAMES)}${random.pick(OFFICES)}`
  if (kind === 'small') return `${random.pick(SMALL_NAMES)}${random.pick(SMALL)}`
  if (kind === 'public') return `${stem}${random.pick(PUBLIC)}`
  // A house or a shop without a name: found by its road and number, or its 지번.
  return ''
}

/** `서울 강남구 테헤란로 152`: how LANDMARKS and MEMBERS_BUILDINGS name a place. */
const placeOf = (district: District, road: string, number: number | string) =>
  [district.short, district.sigungu, road, number].filter(Boolean).join(' ')
const KNOWN = { ...LANDMARKS, ...MEMBERS_BUILDINGS }

/**
 * The forms one row is searched by, each compacted (spaces and punctuation gone, as
 * `compactAddressQuery` does to a query): the road with its number, with the district and the
 * province in front (full and short), the 지번 the same way, the building name, the zip code. A
 * query matches a row when it is part of one of them, so `테헤란로152`, `테헤란로 152` and
 * `서울 강남구 테헤란로 152` all find the same rows.
 */
export function searchKeysOf(
  row: Pick<RoadAddressRow, 'sido' | 'sigungu' | 'road_name' | 'building_no' | 'dong' | 'jibun' | 'building_name' | 'zip_code'>,
  short: string,
): string {
  // 성남시 분당구 → 성남시 분당구, 성남시, 분당구, 성남, 분당 (a one-syllable stem such as 중 is no name).
  const words = row.sigungu ? row.sigungu.split(' ') : []
  const stems = words.map((word) => word.replace(/[시군구]$/, '')).filter((stem) => stem.length >= 2)
  const districts = row.sigungu ? [...new Set([row.sigungu, ...words, ...stems])] : []
  const prefixes = [
    '',
    ...districts,
    row.sido,
    short,
    ...districts.flatMap((d) => [`${row.sido}${d}`, `${short}${d}`, `${row.sido}${row.sigungu}`, `${short}${row.sigungu}`]),
  ]
  const keys = new Set<string>()
  for (const prefix of prefixes) {
    keys.add(compactAddressQuery(`${prefix}${row.road_name}${row.building_no}`))
    keys.add(compactAddressQuery(`${prefix}${row.dong}${row.jibun}`))
  }
  if (row.building_name) {
    keys.add(compactAddressQuery(row.building_name))
    keys.add(compactAddressQuery(`${row.dong}${row.building_name}`))
  }
  keys.add(row.zip_code)
  return [...keys].join('|')
}

/** Every row of the table, in id order; the same every time. */
export function roadAddressRows(): RoadAddressRow[] {
  const random = createRandom(0x16ad)
  const rows: RoadAddressRow[] = []
  for (const district of DISTRICTS) {
    for (const [road, dong, firstZip, firstNo, firstJibun] of district.roads) {
      const count = random.int(5, 8)
      let no = firstNo
      let jibun = firstJibun
      const onThisRoad = `${placeOf(district, road, '')} `
      const landmarkNos = Object.keys(KNOWN)
        .filter((key) => key.startsWith(onThisRoad))
        .map((key) => Number(key.slice(onThisRoad.length)))
      const numbers = new Set<number>(landmarkNos)
      while (numbers.size < count + landmarkNos.length) {
        numbers.add(no)
        no += random.pick([2, 4, 6, 8, 10, 14])
      }
      for (const [i, number] of [...numbers].sort((a, b) => a - b).entries()) {
        const known = KNOWN[placeOf(district, road, number)]
        jibun += random.int(1, 12)
        const sub = random.chance(0.3) ? `-${random.int(1, 9)}` : ''
        const buildingNo = !known && random.chance(0.12) ? `${number}-${random.int(1, 5)}` : String(number)
        const row = {
          zip_code: known?.[1] ?? String(firstZip + Math.floor(i / 3)).padStart(5, '0'),
          sido: district.sido,
          sigungu: district.sigungu,
          road_name: road,
          building_no: buildingNo,
          dong,
          jibun: known?.[2] ?? `${jibun}${sub}`,
          building_name: known?.[0] ?? buildingName(random, dong),
        }
        rows.push({ postcode_id: rows.length + 1, ...row, search_keys: searchKeysOf(row, district.short) })
      }
    }
  }
  return rows
}

/** The rows as SQL VALUES, for the migration. */
export function roadAddressValuesSql(): string {
  const text = (value: string) => `'${value.replaceAll("'", "''")}'`
  return roadAddressRows()
    .map(
      (r) =>
        `(${r.postcode_id}, ${[r.zip_code, r.sido, r.sigungu, r.road_name, r.building_no, r.dong, r.jibun, r.building_name, r.search_keys].map(text).join(', ')})`,
    )
    .join(',\n')
}
