export const share = {
  label: '공유하기',
  open: '자세히 보기',
  copied: '링크를 복사했어요.',
  failed: '공유하지 못했어요. 주소창의 링크를 복사해 주세요.',
} as const
