/**
 * Word list of the seeded promotions (backend/seed/events.ts). Banner events are keyed by the
 * banner's place, `group-tab-position` of BANNER_COPY: their title and picture are the banner's.
 */

/** Which products an event shows: a category (level 2 or 3), or an order over the group. */
export type EventPick = { categoryId: number } | 'best' | 'newest' | 'discount' | 'rated'

export type EventCopy = {
  description: string
  notices: readonly string[]
  pick: EventPick
  /** An existing downloadable coupon template (backend/seed/commerce.ts), or none. */
  couponTemplateId: number | null
  /** YYYY-MM-DD, Korea; the seed's today is 2026-11-01. */
  startsOn: string
  endsOn: string
  link?: { url: string; label: string }
}

const COMMON_NOTICES = [
  '기획전 가격과 구성은 재고 소진 시 예고 없이 바뀌거나 조기 종료될 수 있어요.',
  '쿠폰은 아이디당 한 번 받을 수 있고, 주문서에서 적용할 수 있어요.',
  '다른 쿠폰과 함께 쓸 수 없어요. 주문 취소 시 쿠폰은 유효기간 안에서 돌려드려요.',
] as const

const UNTIL = '2027-12-31'

export const BANNER_EVENT_COPY: Readonly<Record<string, EventCopy>> = {
  '1-2-3': {
    description:
      '슬개골 탈구와 관절 질환은 소형견 보호자님들의 가장 큰 걱정이에요.\n글루코사민, 초록입홍합, MSM 등 관절 건강 성분을 담은 영양제를 한자리에 모았어요.\n체중 관리와 함께 꾸준히 챙겨 주시면 산책길이 한결 가벼워져요.',
    notices: [...COMMON_NOTICES, '영양제는 보조 식품이에요. 통증이나 파행이 있다면 먼저 동물병원 진료를 받아 주세요.'],
    pick: { categoryId: 1301 },
    couponTemplateId: 5,
    startsOn: '2026-10-15',
    endsOn: UNTIL,
  },
  '1-3-1': {
    description: '이번 주 보호자님들이 가장 많이 고른 상품이에요.\n리뷰가 많고 재구매가 많은 상품부터 보여 드려요.',
    notices: COMMON_NOTICES.slice(0, 1),
    pick: 'best',
    couponTemplateId: null,
    startsOn: '2026-10-26',
    endsOn: UNTIL,
  },
  '1-4-1': {
    description: '이번 달 새로 입고된 사료, 간식, 용품을 먼저 만나 보세요.\n신상품 기획전 기간에는 무료배송 쿠폰을 드려요.',
    notices: COMMON_NOTICES,
    pick: 'newest',
    couponTemplateId: 4,
    startsOn: '2026-11-01',
    endsOn: UNTIL,
  },
  '1-5-1': {
    description:
      '매일 자정에 새 특가 상품으로 바뀌어요.\n할인율이 높은 상품부터 모았으니 품절 전에 확인해 보세요.\n선착순 10,000원 할인 쿠폰은 준비된 수량이 소진되면 종료돼요.',
    notices: [...COMMON_NOTICES, '선착순 쿠폰은 준비된 수량이 모두 발급되면 더 받을 수 없어요.'],
    pick: 'discount',
    couponTemplateId: 7,
    startsOn: '2026-10-20',
    endsOn: UNTIL,
  },
  '1-6-1': {
    description:
      '리뷰 평점이 높고 보호자님들의 만족도가 검증된 상품을 골랐어요.\n반려동물을 등록하시면 나이와 체형에 맞는 추천을 더 정확하게 받을 수 있어요.',
    notices: COMMON_NOTICES.slice(0, 1),
    pick: 'rated',
    couponTemplateId: null,
    startsOn: '2026-10-01',
    endsOn: UNTIL,
    link: { url: '/insurance', label: '우리 아이 펫보험 알아보기' },
  },
  '2-3-1': {
    description: '집사님들이 이번 주 가장 많이 다시 산 상품이에요.\n고양이 전용 15% 할인 쿠폰과 함께 더 알뜰하게 챙겨 보세요.',
    notices: COMMON_NOTICES,
    pick: 'best',
    couponTemplateId: 6,
    startsOn: '2026-10-26',
    endsOn: UNTIL,
  },
  '2-4-1': {
    description: '이번 달 새로 들어온 고양이 사료와 간식, 장난감을 모았어요.\n신상품 기획전 기간에는 냥이 무료배송 쿠폰을 드려요.',
    notices: COMMON_NOTICES,
    pick: 'newest',
    couponTemplateId: 9,
    startsOn: '2026-11-01',
    endsOn: UNTIL,
  },
  '2-5-1': {
    description: '매일 자정에 새 특가 상품으로 바뀌어요.\n할인율이 높은 고양이 상품부터 모았으니 품절 전에 확인해 보세요.',
    notices: [...COMMON_NOTICES, '선착순 쿠폰은 준비된 수량이 모두 발급되면 더 받을 수 없어요.'],
    pick: 'discount',
    couponTemplateId: 7,
    startsOn: '2026-10-20',
    endsOn: UNTIL,
  },
  '2-6-1': {
    description:
      '리뷰 평점이 높고 집사님들의 만족도가 검증된 상품을 골랐어요.\n반려묘를 등록하시면 나이와 체형에 맞는 추천을 더 정확하게 받을 수 있어요.',
    notices: COMMON_NOTICES.slice(0, 1),
    pick: 'rated',
    couponTemplateId: null,
    startsOn: '2026-10-01',
    endsOn: UNTIL,
    link: { url: '/insurance', label: '우리 아이 펫보험 알아보기' },
  },
}

/** Events without a banner: ids from 101; the app banner's event is /event/app. */
export type StandaloneEventCopy = EventCopy & {
  eventId: number
  slug?: string
  productGroup1Id: 1 | 2 | null
  title: string
  subtitle: string
}

export const STANDALONE_EVENTS: readonly StandaloneEventCopy[] = [
  {
    eventId: 101,
    slug: 'app',
    productGroup1Id: null,
    title: '펫샵 앱 설치 혜택',
    subtitle: '앱에서 로그인하면 첫 구매 3,000원 쿠폰을 드려요',
    description:
      '펫샵 앱에서는 주문·배송 알림과 특가 알림을 가장 먼저 받아 볼 수 있어요.\n앱 스토어나 구글 플레이에서 "펫샵"을 검색해 설치해 주세요.\n설치 후 로그인하시면 아래 첫 구매 쿠폰을 바로 쓸 수 있어요.',
    notices: ['첫 구매 쿠폰은 15,000원 이상 주문에 쓸 수 있어요.', '알림 수신 동의는 마이 > 설정에서 언제든 바꿀 수 있어요.'],
    pick: 'best',
    couponTemplateId: 2,
    startsOn: '2026-01-01',
    endsOn: UNTIL,
    link: { url: '/welcome-deal/1', label: '첫 구매 웰컴딜 보러 가기' },
  },
  {
    eventId: 102,
    productGroup1Id: 1,
    title: '겨울 산책 준비 기획전',
    subtitle: '패딩, 방한 신발, 보온 하네스 최대 30% 할인',
    description:
      '기온이 뚝 떨어지는 겨울, 산책길 체온 관리가 중요해요.\n패딩과 올인원, 보온 하네스를 모았어요. 사이즈는 상품 페이지의 실측표를 꼭 확인해 주세요.',
    notices: COMMON_NOTICES.slice(0, 1),
    pick: { categoryId: 19 },
    couponTemplateId: null,
    startsOn: '2026-10-25',
    endsOn: UNTIL,
  },
  {
    eventId: 103,
    productGroup1Id: 1,
    title: '가을 맞이 사료 대전',
    subtitle: '사료 전 품목 7% 추가 할인',
    description: '환절기 입맛이 없는 아이들을 위한 사료 기획전이었어요.\n기획전은 종료되었지만 상품은 계속 구매할 수 있어요.',
    notices: COMMON_NOTICES,
    pick: { categoryId: 11 },
    couponTemplateId: 8,
    startsOn: '2026-09-15',
    endsOn: '2026-10-31',
  },
  {
    eventId: 104,
    productGroup1Id: 2,
    title: '냥이 모래 한가득 페스타',
    subtitle: '두부모래·벤토나이트 대용량 특가',
    description: '대용량 모래를 한 번에 쟁여 두는 기회였어요.\n기획전은 종료되었지만 모래 카테고리에서 상품을 계속 만나 보실 수 있어요.',
    notices: COMMON_NOTICES.slice(0, 1),
    pick: { categoryId: 23 },
    couponTemplateId: null,
    startsOn: '2026-09-01',
    endsOn: '2026-09-30',
  },
  {
    eventId: 105,
    productGroup1Id: null,
    title: '한가위 선물 기획전',
    subtitle: '우리 아이 추석빔과 수제간식 선물 세트',
    description:
      '추석 연휴에도 든든하게, 수제간식 선물 세트와 명절 한복을 모았던 기획전이에요.\n연휴 기간 배송 일정은 고객센터 공지를 확인해 주세요.',
    notices: COMMON_NOTICES.slice(0, 1),
    pick: 'rated',
    couponTemplateId: null,
    startsOn: '2026-09-20',
    endsOn: '2026-10-09',
  },
]
