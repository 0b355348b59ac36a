/** Fictional names for the seed. None of these is meant to be a real brand. Word list. */

/** group: 0 both, 1 dog, 2 cat; focus: food (사료·간식·영양제), goods (용품) or all */
export type BrandWord = readonly [name: string, group: 0 | 1 | 2, focus: 'food' | 'goods' | 'all']

export const BRANDS: readonly BrandWord[] = [
  ['바른펫', 0, 'food'], ['닥터멍', 1, 'food'], ['멍멍키친', 1, 'food'], ['튼튼펫', 1, 'food'],
  ['오구오구', 1, 'food'], ['포근펫', 0, 'goods'], ['댕댕살롱', 1, 'goods'], ['산책일기', 1, 'goods'],
  ['꼬리치는날', 1, 'all'], ['멍스타일', 1, 'goods'], ['냥이공방', 2, 'goods'], ['냥냥식당', 2, 'food'],
  ['달빛냥', 2, 'all'], ['냥펀치', 2, 'goods'], ['미미캣', 2, 'food'], ['바다냥', 2, 'food'],
  ['꾹꾹이', 2, 'goods'], ['고양이다방', 2, 'all'], ['모래연구소', 2, 'goods'], ['하루펫', 0, 'food'],
  ['숲속펫', 0, 'goods'], ['도담펫', 0, 'all'], ['펫마루', 0, 'goods'], ['온새미펫', 0, 'food'],
  ['밀키펫', 0, 'food'], ['해피꼬리', 0, 'all'], ['보송펫', 0, 'goods'], ['몽실펫', 0, 'goods'],
  ['두부네', 0, 'food'], ['펫이야기', 0, 'all'], ['자연담은펫', 0, 'food'], ['그린바우', 0, 'food'],
  ['펫플러스랩', 0, 'food'], ['포포펫', 0, 'goods'], ['토닥펫', 0, 'goods'], ['뭉치네', 0, 'food'],
  ['온기펫', 0, 'goods'], ['봄날펫', 0, 'all'], ['솜사탕펫', 0, 'goods'], ['팜투펫', 0, 'food'],
  ['마음펫', 0, 'all'], ['라온펫', 0, 'goods'], ['다온펫', 0, 'food'], ['쿠키앤펫', 0, 'food'],
  ['펫셰프', 0, 'food'], ['데일리펫랩', 0, 'food'], ['소담펫', 0, 'goods'], ['하이냥', 2, 'all'],
]

/** Our private-label brands. */
export const PB_BRANDS: readonly BrandWord[] = [
  ['펫샵 온리', 0, 'all'],
  ['온리 데일리', 0, 'goods'],
]

export const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍']
export const GIVEN_NAMES = [
  '민준', '서연', '지우', '하은', '도윤', '서윤', '예준', '지민', '시우', '수아', '주원', '하린', '지호', '채원',
  '준서', '지아', '현우', '다은', '건우', '윤서', '우진', '소율', '선우', '예린', '유진', '민서', '태윤', '나연',
  '승민', '가은', '재원', '수빈', '은우', '하윤', '정우', '유나',
]

export const DOG_NAMES = ['코코', '초코', '보리', '콩이', '두부', '몽이', '루이', '해피', '구름', '밤이', '까미', '별이', '호두', '단비', '토리', '뽀삐', '사랑이', '쿠키', '모카', '하루']
export const CAT_NAMES = ['나비', '치즈', '레오', '루루', '망고', '미미', '나나', '호박', '모모', '깜냥', '까망', '젤리', '보리', '솜이', '라떼', '우유', '달이', '쿠로', '마루', '냥이']

/** nickname = pet name + role (+ a number when taken) */
export const DOG_ROLES = ['엄마', '아빠', '언니', '누나', '형아', '보호자', '네']
export const CAT_ROLES = ['집사', '엄마', '아빠', '언니', '누나', '네']

export type BreedWord = readonly [id: number, name: string, size: 'L' | 'M' | 'S' | null]

export const DOG_BREEDS: readonly BreedWord[] = [
  [101, '말티즈', 'S'], [102, '푸들', 'S'], [103, '포메라니안', 'S'], [104, '비숑 프리제', 'S'],
  [105, '시츄', 'S'], [106, '치와와', 'S'], [107, '요크셔테리어', 'S'], [108, '닥스훈트', 'S'],
  [109, '웰시코기', 'M'], [110, '시바견', 'M'], [111, '진돗개', 'M'], [112, '비글', 'M'],
  [113, '보더콜리', 'M'], [114, '골든 리트리버', 'L'], [115, '래브라도 리트리버', 'L'], [116, '사모예드', 'L'],
  [117, '믹스견', 'M'],
]

export const CAT_BREEDS: readonly BreedWord[] = [
  [201, '코리안 숏헤어', null], [202, '러시안 블루', null], [203, '브리티시 숏헤어', null], [204, '스코티시 폴드', null],
  [205, '페르시안', null], [206, '먼치킨', null], [207, '노르웨이숲', null], [208, '벵갈', null],
  [209, '샴', null], [210, '랙돌', null], [211, '아비시니안', null], [212, '믹스묘', null],
]

/** [city as shown, full province name, districts, center id] */
export type CityWord = readonly [city: string, province: string, districts: readonly string[], centerId: number]

export const CITIES: readonly (readonly [CityWord, number])[] = [
  [['서울', '서울특별시', ['강남구', '마포구', '송파구', '성동구', '관악구', '노원구', '은평구'], 1], 38],
  [['경기', '경기도', ['성남시 분당구', '수원시 영통구', '고양시 일산동구', '용인시 수지구', '화성시'], 1], 30],
  [['인천', '인천광역시', ['연수구', '남동구', '부평구'], 1], 8],
  [['부산', '부산광역시', ['해운대구', '수영구', '부산진구'], 2], 9],
  [['대구', '대구광역시', ['수성구', '달서구'], 2], 5],
  [['대전', '대전광역시', ['유성구', '서구'], 3], 5],
  [['광주', '광주광역시', ['북구', '서구'], 3], 5],
]

export const ROADS = ['테헤란로', '월드컵북로', '올림픽로', '왕십리로', '판교역로', '광교중앙로', '중앙로', '해운대로', '동대구로', '대학로', '문화로']
