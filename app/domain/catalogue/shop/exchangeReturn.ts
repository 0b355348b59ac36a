import * as MSG from '../../messages'

export const exchangeReturn = {
  title: MSG.my.pages.exchangeReturn,
  empty: '교환·반품 신청 내역이 없어요.',
  type: '신청 종류',
  types: { EXCHANGE: '교환', RETURN: '반품' } as Record<string, string>,
  reason: '사유',
  reasons: {
    CHANGE_OF_MIND: '단순 변심',
    DAMAGED: '상품이 파손되었어요',
    WRONG_ITEM: '다른 상품이 왔어요',
    NOT_AS_DESCRIBED: '상품 설명과 달라요',
    OTHER: '기타',
  } as Record<string, string>,
  reasonText: '자세한 사유',
  items: '신청할 상품',
  itemsRequired: '신청할 상품을 하나 이상 골라 주세요.',
  submit: '신청하기',
  done: '교환·반품을 신청했어요. 확인 후 연락드릴게요.',
  statuses: { REQUESTED: '신청 완료', APPROVED: '승인', COMPLETED: '처리 완료', REJECTED: '반려' } as Record<string, string>,
  notReturnable: '배송 완료 후 7일이 지났거나 구매확정한 주문, 또는 아직 배송 중인 주문이에요.',
  alreadyRequested: '이미 신청한 주문이에요.',
} as const
