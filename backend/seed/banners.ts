import type { GroupId, TabId } from '../catalog/constants'

/** Banner copy per group and tab; `link` is a category id or an event. Word list. */
export type BannerCopy = { title: string; subtitle: string; link: { categoryId: number } | 'event' | 'welcomeDeal' }

export const BANNER_COPY: Readonly<Record<GroupId, Readonly<Record<TabId, readonly BannerCopy[]>>>> = {
  1: {
    2: [
      { title: '첫 구매라면 웰컴딜', subtitle: '신규 회원만 받는 특가를 확인해 보세요', link: 'welcomeDeal' },
      { title: '산책 준비물 최대 40% 할인', subtitle: '하네스부터 패딩까지 한 번에 준비해요', link: { categoryId: 19 } },
      { title: '관절 영양제 기획전', subtitle: '슬개골이 걱정된다면 지금부터 챙겨 주세요', link: 'event' },
    ],
    3: [{ title: '이번 주 가장 많이 팔린 상품', subtitle: '보호자들이 고른 베스트를 모았어요', link: 'event' }],
    4: [
      { title: '이달의 신상품', subtitle: '새로 들어온 사료와 간식을 먼저 만나 보세요', link: 'event' },
      { title: '수제간식 새로 입고', subtitle: '국내산 재료로 만든 간식이 들어왔어요', link: { categoryId: 12 } },
    ],
    5: [
      { title: '오늘만 이 가격', subtitle: '자정까지 단 하루 특가', link: 'event' },
      { title: '배변패드 쟁여 두기 좋은 날', subtitle: '대용량 패드 최대 30% 할인', link: { categoryId: 14 } },
    ],
    6: [{ title: '우리 아이 맞춤 추천', subtitle: '나이와 체형에 맞는 상품을 골라 봤어요', link: 'event' }],
  },
  2: {
    2: [
      { title: '첫 구매라면 웰컴딜', subtitle: '신규 회원만 받는 특가를 확인해 보세요', link: 'welcomeDeal' },
      { title: '모래 정기 할인', subtitle: '두부모래부터 벤토나이트까지 한 번에', link: { categoryId: 23 } },
      { title: '캣타워 기획전', subtitle: '높은 곳을 좋아하는 아이를 위한 선물', link: { categoryId: 25 } },
    ],
    3: [{ title: '집사들의 선택, 이번 주 베스트', subtitle: '재구매가 가장 많았던 상품이에요', link: 'event' }],
    4: [
      { title: '이달의 신상품', subtitle: '새로 들어온 사료와 간식을 먼저 만나 보세요', link: 'event' },
      { title: '새로 나온 장난감', subtitle: '사냥 본능을 깨워 줄 장난감이 도착했어요', link: { categoryId: 26 } },
    ],
    5: [
      { title: '오늘만 이 가격', subtitle: '자정까지 단 하루 특가', link: 'event' },
      { title: '주식캔 한 박스 특가', subtitle: '수분 섭취가 걱정된다면 지금 챙겨 두세요', link: { categoryId: 21 } },
      { title: '정수기 필터 1+1', subtitle: '깨끗한 물을 마시는 습관, 필터부터 바꿔요', link: { categoryId: 27 } },
    ],
    6: [{ title: '우리 아이 맞춤 추천', subtitle: '나이와 체형에 맞는 상품을 골라 봤어요', link: 'event' }],
  },
}
