export * from './messages.subscription-entry'

/**
 * The subscription (정기배송) part of the message catalogue: a module of its own, so only the
 * subscription pages (and the billing cancel page) download these texts.
 */
export const title = '정기배송' as const
export const manage = '정기배송 관리' as const
export const newTitle = '정기배송 신청' as const
export const changeTitle = '정기배송 변경' as const
export const empty = '정기배송 중인 상품이 없어요.' as const
export const emptyAction = '사료·간식 보러 가기' as const
export const emptyHint = '사료, 간식, 영양제, 모래, 패드 같은 소모품의 상품 페이지에서 정기배송을 신청할 수 있어요.' as const
export const running = '진행 중인 정기배송' as const
export const cancelledList = '해지한 정기배송' as const
export const status = { ACTIVE: '진행 중', CANCELLED: '해지됨' } as Record<string, string>
export const cycle = (weeks: number) => `${weeks}주마다`
export const cycleLabel = '배송 주기' as const
export const option = '옵션' as const
export const quantity = '수량' as const
export const quantityValue = (n: number) => `${n}개`
export const quantityHint = '한 번 배송에 10개까지 받을 수 있어요.' as const
export const nextDelivery = '다음 배송일' as const
export const followingDelivery = (day: string) => `그다음 배송 ${day}`
export const firstDelivery = '첫 배송일' as const
export const dateHint = (earliest: string, latest: string) => `${earliest}부터 ${latest}까지 고를 수 있어요.`
export const address = '배송지' as const
export const addAddress = '새 배송지 추가' as const
export const noAddress = '저장된 배송지가 없어요. 배송지를 먼저 추가해 주세요.' as const
export const payment = '결제 수단' as const
export const paymentMethods = { CARD: '신용·체크카드 정기결제', EASY_PAY: '간편결제 정기결제' } as Record<string, string>
export const paymentHint = '배송일 하루 전에 고른 결제 수단으로 자동 결제돼요.' as const
export const perDelivery = '1회 결제 예정 금액' as const
export const productTotal = '상품 금액' as const
export const shippingFee = '배송비' as const
export const freeShipping = '무료' as const
export const discount = (rate: number) => `정기배송 ${rate}% 할인`
export const discountBanner = (rate: number) => `지금 정기배송을 시작하면 매회 ${rate}% 할인돼요.`
export const unitPrice = (price: string) => `1개 ${price}`
export const alreadySubscribed = '정기배송 중' as const
export const soldOut = '품절' as const
export const notSubscribable = '이 상품은 정기배송할 수 없어요. 사료, 간식, 영양제, 모래, 패드 같은 소모품만 정기배송돼요.' as const
export const backToProduct = '상품으로 돌아가기' as const
export const start = '정기배송 시작하기' as const
export const started = '정기배송을 시작했어요.' as const
export const save = '변경 내용 저장' as const
export const saved = '정기배송을 변경했어요.' as const
export const skip = '다음 배송 건너뛰기' as const
export const skipLabel = (name: string, can: boolean) => `${name} ${can ? '다음 배송 건너뛰기' : '더 건너뛸 수 없어요'}`
export const skipped = (day: string) => `다음 배송을 건너뛰었어요. 다음 배송일은 ${day}이에요.`
export const cannotSkip = '더 건너뛸 수 없어요' as const
export const change = '변경' as const
export const changeLabel = (name: string) => `${name} 정기배송 변경`
export const cancel = '해지' as const
export const cancelLabel = (name: string) => `${name} 정기배송 해지`
export const cancelledNotice = '해지된 정기배송이라 바꿀 수 없어요.' as const
export const cancelledAt = (day: string) => `${day} 해지`
export const optionSoldOut = '지금 품절된 옵션이에요. 입고되면 배송돼요.' as const
export const cancelForm = {
  title: '정기배송 해지',
  reason: '해지 사유',
  reasons: {
    ENOUGH_LEFT: '아직 남은 상품이 많아요',
    PET_DISLIKES: '아이가 잘 먹지(쓰지) 않아요',
    PRICE: '가격이 부담돼요',
    CHANGE_PRODUCT: '다른 상품으로 바꿀래요',
    OTHER: '기타',
  } as Record<string, string>,
  reasonRequired: '해지 사유를 골라 주세요.',
  reasonText: '자세한 사유',
  reasonTextRequired: '기타 사유를 적어 주세요.',
  notice: '해지하면 다음 배송부터 보내지 않고 결제도 더 되지 않아요. 이미 결제된 배송은 그대로 보내 드려요.',
  submit: '정기배송 해지하기',
  done: '정기배송을 해지했어요. 더 이상 결제되지 않아요.',
} as const
export const errors = {
  quantity: '수량은 1개부터 10개까지 골라 주세요.',
  cycle: '배송 주기를 골라 주세요.',
  option: '옵션을 골라 주세요.',
  date: '배송일을 골라 주세요.',
  address: '배송지를 골라 주세요.',
  payment: '결제 수단을 골라 주세요.',
  notFound: '정기배송 정보를 찾을 수 없어요.',
} as const
/** V2's refusals (docs/backend-api.md "Subscriptions") by reason. */
export const reasons = {
  NOT_SUBSCRIBABLE: '정기배송할 수 없는 상품이에요.',
  SOLD_OUT: '품절된 옵션은 고를 수 없어요.',
  OPTION_INVALID: '이 상품의 옵션만 고를 수 있어요.',
  ALREADY_SUBSCRIBED: '이미 정기배송 중인 옵션이에요. 정기배송 관리에서 바꿔 주세요.',
  SUBSCRIPTION_LIMIT: '정기배송은 20개까지 할 수 있어요.',
  DATE_OUT_OF_RANGE: '배송일은 모레부터 8주 안에서 골라 주세요.',
  SKIP_LIMIT: '다음 배송은 오늘부터 16주 뒤까지만 미룰 수 있어요.',
  SUBSCRIPTION_CANCELLED: '해지된 정기배송이라 바꿀 수 없어요.',
} as Record<string, string>
