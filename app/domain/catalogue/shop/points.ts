import { formatWon as won } from '../../format'
import { POINT_RULES } from '../../points'

/** 적립금 (decision 044): one name for the money, on the order sheet, the orders and my page. */
export const points = {
  name: '적립금',
  /** The order sheet's field. */
  field: '사용할 적립금',
  held: (amount: string) => `보유 ${amount}`,
  rule: (min: string, unit: string) => `${min} 이상 모이면 ${unit} 단위로 쓸 수 있어요.`,
  useAll: '전액 사용',
  apply: '사용',
  won: '원',
  used: '적립금 사용',
  /** Why the amount typed is not used, under the field (V2's refusal or the form's). */
  refusals: {
    NOT_WHOLE: '적립금은 0원 이상의 숫자로 입력해 주세요.',
    BELOW_MIN_BALANCE: `적립금은 ${won(POINT_RULES.minBalance)} 이상 모이면 쓸 수 있어요.`,
    OVER_BALANCE: '가진 적립금보다 많이 쓸 수 없어요.',
    OVER_PAYABLE: '결제할 금액보다 많이 쓸 수 없어요.',
    NOT_UNIT: `적립금은 ${won(POINT_RULES.unit)} 단위로 쓸 수 있어요.`,
  } as Record<string, string>,
  /** How much at most, after a refusal: what the shopper can type instead. */
  usableAtMost: (amount: string) => `이 주문에는 ${amount}까지 쓸 수 있어요.`,
  /** My page's 적립금. */
  title: '적립금',
  balance: '사용 가능한 적립금',
  expiringThisMonth: (amount: string) => `이번 달 소멸 예정 ${amount}`,
  history: '적립금 내역',
  empty: '아직 적립금 내역이 없어요.',
  older: '이전 내역 더 보기',
  latest: '최근 내역 보기',
  until: (day: string) => `${day}까지`,
  order: (orderId: number) => `주문번호 ${orderId}`,
  reasons: {
    ORDER_CONFIRMED: '구매확정 적립',
    REVIEW_TEXT: '리뷰 작성 적립',
    REVIEW_PHOTO: '포토 리뷰 작성 적립',
    MEMBERSHIP_WELCOME: '멤버십 가입 적립',
    EVENT: '이벤트 적립',
    CARRIED_OVER: '이전 적립금',
    ORDER_PAYMENT: '주문 시 사용',
    ORDER_CANCEL: '주문 취소로 돌려받음',
    EXPIRED: '유효기간 만료로 소멸',
    REVIEW_DELETED: '리뷰 삭제로 회수',
  } as Record<string, string>,
  howTitle: '적립금 안내',
  how: {
    order: (percent: number, grade: string) => `구매확정하면 결제 금액(배송비 제외)의 ${percent}%를 적립해 드려요 (${grade} 등급).`,
    orderAuto: (days: number) => `배송 완료 후 ${days}일이 지나면 자동으로 구매확정돼요.`,
    review: (text: string, photo: string) => `리뷰를 쓰면 ${text}, 사진을 올리면 ${photo}을 상품마다 한 번 적립해 드려요.`,
    validity: (days: number) => `적립금은 적립한 날부터 ${days}일 동안 쓸 수 있고, 유효기간이 가까운 것부터 먼저 써요.`,
    use: (min: string, unit: string) => `${min} 이상 모이면 주문할 때 ${unit} 단위로 쓸 수 있어요.`,
    refund: '주문을 취소하면 쓴 적립금을 돌려드려요.',
  },
} as const
