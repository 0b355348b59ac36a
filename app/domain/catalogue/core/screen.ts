export const screen = {
  errorTitle: '오류가 발생했어요',
  errorBody: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.',
  retry: '재시도',
  back: '뒤로가기',
  notice: '알림',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  notFoundTitle: '페이지를 찾을 수 없어요',
  notFoundBody: '주소가 바뀌었거나 없어진 페이지예요.',
  goHome: '홈으로 가기',
  loading: '불러오는 중',
} as const
