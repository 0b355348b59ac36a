export const chat = {
  open: '1:1 채팅 상담',
  failed: '채팅 상담을 열지 못했어요. 고객센터 전화로 문의해 주세요.',
} as const
