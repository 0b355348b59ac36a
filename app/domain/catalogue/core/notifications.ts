/** 알림 (decision 063): the member's list of what the shop told them, and the badge on my page. */
export const notifications = {
  title: '알림',
  unread: '읽지 않음',
  unreadCount: (count: string) => `읽지 않은 알림 ${count}개`,
  readAll: '모두 읽음',
  readAllDone: '알림을 모두 읽음으로 표시했어요.',
  empty: '받은 알림이 없어요',
  emptyBody: '재입고, 문의 답변, 교환·반품 진행 소식을 여기에서 알려 드려요.',
  emptyAction: '쇼핑하러 가기',
  notFound: '알림을 찾을 수 없어요. 이미 지워진 알림이에요.',
  failed: '알림을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  previous: '이전',
  next: '다음',
  page: (page: number, pages: number) => `${page} / ${pages} 페이지`,
  paging: '알림 페이지 이동',
} as const
