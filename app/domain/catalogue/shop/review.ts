import * as MSG from '../../messages'

export const review = {
  title: MSG.my.pages.review,
  mine: '내가 쓴 리뷰',
  writable: '리뷰를 기다리는 상품',
  noWritable: '리뷰를 쓸 수 있는 상품이 없어요.',
  noMine: '아직 쓴 리뷰가 없어요.',
  write: '리뷰 쓰기',
  score: '별점',
  scoreLabel: (n: number) => `${n}점`,
  text: '리뷰 내용',
  textHint: '10자 이상 1,000자 이하로 적어 주세요.',
  photos: '사진 (최대 3장)',
  photoLimit: '사진은 3장까지 올릴 수 있어요.',
  submit: '리뷰 등록',
  /** Decision 044: what the review earned, by the rule V2 credits with. */
  doneWithPoints: (amount: string) => `리뷰를 등록했어요. 적립금 ${amount}을 적립해 드렸어요.`,
  reward: (text: string, photo: string) => `리뷰를 쓰면 적립금 ${text}, 사진도 올리면 ${photo}을 적립해 드려요.`,
  errors: {
    scoreRequired: '별점을 골라 주세요.',
    textShort: '리뷰는 10자 이상 적어 주세요.',
    textLong: '리뷰는 1,000자까지 적을 수 있어요.',
    NOT_REVIEWABLE: '배송이 끝난 내 주문 상품만 리뷰를 쓸 수 있어요.',
    ALREADY_REVIEWED: '이미 리뷰를 쓴 상품이에요.',
  } as Record<string, string>,
} as const
