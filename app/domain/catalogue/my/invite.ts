/** 친구 초대 (/my/invite). */
export const invite = {
  title: '친구 초대',
  lead: (reward: string) => `친구가 가입할 때 내 초대 코드를 입력하면 친구에게 ${reward}을 드려요.`,
  codeLabel: '내 초대 코드',
  noCode: '초대 코드를 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
  copy: '코드 복사',
  copied: '초대 코드를 복사했어요.',
  copyFailed: '복사하지 못했어요. 코드를 길게 눌러 복사해 주세요.',
  shareTitle: '펫샵에 초대해요',
  shareText: (code: string, reward: string) => `펫샵에 가입할 때 초대 코드 ${code}를 입력하면 ${reward}을 받아요.`,
  joinedTitle: '초대한 친구',
  joinedCount: (count: number) => `${count}명이 내 코드로 가입했어요`,
  none: '아직 내 코드로 가입한 친구가 없어요.',
  joinedOn: (day: string) => `${day} 가입`,
  earned: (reward: string) => `${reward} 받음`,
}
