/** Word lists of the vet seed (seed/vet.ts): fictional clinics in real districts. */

/** District (the listing's filter), the address prefix, its roads and the area code. */
export const CLINIC_AREAS = [
  { district: '서울 강남구', prefix: '서울특별시 강남구', roads: ['테헤란로', '도산대로', '논현로'], area: '02' },
  { district: '서울 서초구', prefix: '서울특별시 서초구', roads: ['반포대로', '서초대로', '방배로'], area: '02' },
  { district: '서울 송파구', prefix: '서울특별시 송파구', roads: ['올림픽로', '송파대로', '백제고분로'], area: '02' },
  { district: '서울 마포구', prefix: '서울특별시 마포구', roads: ['월드컵로', '양화로', '독막로'], area: '02' },
  { district: '서울 용산구', prefix: '서울특별시 용산구', roads: ['한강대로', '이태원로', '녹사평대로'], area: '02' },
  { district: '서울 성동구', prefix: '서울특별시 성동구', roads: ['왕십리로', '성수이로', '뚝섬로'], area: '02' },
  { district: '서울 광진구', prefix: '서울특별시 광진구', roads: ['능동로', '아차산로', '자양로'], area: '02' },
  { district: '서울 영등포구', prefix: '서울특별시 영등포구', roads: ['여의대로', '영중로', '당산로'], area: '02' },
  { district: '서울 강서구', prefix: '서울특별시 강서구', roads: ['공항대로', '화곡로', '강서로'], area: '02' },
  { district: '서울 노원구', prefix: '서울특별시 노원구', roads: ['동일로', '노원로', '상계로'], area: '02' },
  { district: '경기 성남시 분당구', prefix: '경기도 성남시 분당구', roads: ['판교역로', '정자일로', '황새울로'], area: '031' },
  { district: '부산 해운대구', prefix: '부산광역시 해운대구', roads: ['해운대로', '센텀중앙로', '좌동순환로'], area: '051' },
] as const

/** One stem per clinic (24): names are unique. */
export const CLINIC_STEMS = [
  '한강',
  '초록숲',
  '튼튼',
  '해피펫',
  '우리동네',
  '행복한',
  '바른',
  '하늘',
  '새봄',
  '온누리',
  '봄날',
  '든든',
  '도담',
  '믿음',
  '푸른',
  '미소',
  '참좋은',
  '다정한',
  '포근',
  '마음',
  '별빛',
  '숲속',
  '햇살',
  '나무',
] as const

export const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'] as const
export const GIVEN_NAMES = [
  '서연',
  '지훈',
  '민준',
  '수아',
  '도윤',
  '하은',
  '예준',
  '지우',
  '현우',
  '서윤',
  '준서',
  '유진',
  '태희',
  '승민',
  '다은',
] as const

export const SPECIALITIES = [
  '내과',
  '외과',
  '피부과',
  '치과',
  '안과',
  '정형외과',
  '영상의학',
  '재활·한방',
  '예방접종·건강검진',
  '중성화 수술',
  '노령동물 케어',
] as const
export const CAT_SPECIALITY = '고양이 친화 진료'
export const EMERGENCY_SPECIALITY = '응급·중환자 진료'

/** The clinic's kind in its description. */
export const DESCRIPTIONS = {
  h24: (road: string) => `${road}에 있는 24시간 동물메디컬센터예요. 야간과 휴일에도 응급 진료를 해요.`,
  night: (road: string) => `${road}에 있는 동네 동물병원이에요. 퇴근 후에도 들를 수 있게 밤 늦게까지 진료해요.`,
  cat: (road: string) => `${road}에 있는 고양이 전문 병원이에요. 강아지와 마주치지 않는 고양이 전용 대기실이 있어요.`,
  dog: (road: string) => `${road}에 있는 강아지 전문 병원이에요. 소형견 슬개골과 피부 질환 진료를 많이 해요.`,
  both: (road: string) => `${road}에 있는 동네 동물병원이에요. 예방접종부터 건강검진까지 꼼꼼하게 봐 드려요.`,
} as const
