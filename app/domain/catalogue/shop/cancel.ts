export const cancel = {
  title: '주문 취소',
  reason: '취소 사유',
  reasons: {
    CHANGE_OF_MIND: '단순 변심',
    WRONG_OPTION: '옵션을 잘못 골랐어요',
    DELIVERY_DELAY: '배송이 늦어요',
    REORDER: '다시 주문할게요',
    OTHER: '기타',
  } as Record<string, string>,
  reasonText: '자세한 사유',
  reasonTextRequired: '기타 사유를 적어 주세요.',
  reasonRequired: '취소 사유를 골라 주세요.',
  submit: '주문 취소하기',
  done: '주문을 취소했어요. 결제하신 금액은 카드사·은행에 따라 3~5영업일 안에 돌려드려요.',
  notCancellable: '이미 출고되어 취소할 수 없어요. 받으신 뒤 반품을 신청해 주세요.',
  alreadyCancelled: '이미 취소된 주문이에요.',
  refund: '환불 예정 금액',
} as const
