import { eunNeun, euro } from './particle'

/** The search pages' part of the message catalogue (same catalogue as `MSG`, its own module). */
export const title = '검색' as const
export const input = '검색어' as const
export const placeholder = '어떤 상품을 찾으세요?' as const
export const clear = '검색어 제거' as const
export const submit = '검색' as const
export const recentlyViewed = '최근 본 상품' as const
export const noRecentlyViewed = '최근 본 상품이 없어요. 마음에 드는 상품을 둘러보세요.' as const
export const bestKeywords = '인기 검색어' as const
export const rank = (n: number) => `${n}위`
export const suggestions = '추천 검색어' as const
export const suggestionType = { BRAND: '브랜드', CATEGORY: '카테고리', PRODUCT: '상품', KEYWORD: '검색어' } as Record<string, string>
export const resultTitle = (word: string) => `‘${word}’ 검색 결과`
export const resultDescription = (word: string) => `펫샵에서 찾은 ‘${word}’ 상품을 가격, 후기, 배송 조건과 함께 비교해 보세요.`
export const count = (n: string) => `상품 ${n}개`
export const empty = (word: string) => `‘${word}’에 맞는 상품을 찾지 못했어요.`
export const emptyHint = '검색어를 바꾸거나 아래 인기 검색어를 눌러 보세요. 필터를 고른 경우 필터를 풀어 보세요.' as const
/** e.g. 고양이 상품 210개 보기: the same word on the other animal's side. */
export const otherGroup = (groupName: string, count: string) => `${groupName} 상품 ${count}개 보기`
/** The word as searched when it was read as another (qoqusvoem, ㅂㅂㅍㄷ, 배변페드 → 배변패드). */
export const resolved = (word: string) => `‘${word}’${euro(word)} 찾은 결과예요.`
export const didYouMean = (word: string) => `‘${word}’${euro(word)} 검색할까요?`
/** Decision 057: the words a search left out, 은/는 by the last one (‘추천’, ‘좋은’은 빼고 찾았어요). */
export const setAside = (...words: string[]) => `${words.map((w) => `‘${w}’`).join(', ')}${eunNeun(words.at(-1) ?? '')} 빼고 찾았어요.`
/** Decision 057: a correction applied at once, then a link to the word as typed. */
export const appliedCorrection = (from: string, to: string) => `‘${from}’ 대신 ‘${to}’${euro(to)} 찾은 결과예요.`
export const searchAsTyped = (word: string) => `‘${word}’${euro(word)} 검색`
export const clearFilters = '필터 모두 풀기' as const
export const filters = '필터' as const
export const applyFilters = '필터 적용' as const
export const apply = '적용' as const
export const deliveryType = '배송' as const
export const deliveryTypes = { all: '전체', morning: '새벽배송', express: '오늘출발', logistic: '일반택배' } as Record<string, string>
export const price = '가격' as const
export const minPrice = '최소 가격' as const
export const maxPrice = '최대 가격' as const
export const wonUnit = '원' as const
export const brand = '브랜드' as const
export const category = '카테고리' as const
export const allCategories = '전체 카테고리' as const
export const sort = '정렬' as const
export const sorts = {
  scoreDesc: '추천순',
  newest: '신상품순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
  reviewCountDesc: '리뷰 많은순',
} as Record<string, string>
export const more = '검색 결과 더 보기' as const
export const previous = '이전 검색 결과' as const
export const loadingMore = '검색 결과를 더 불러오고 있어요' as const
export const loading = '검색 화면을 불러오고 있어요' as const
export const chunkOf = (from: number, to: number, total: string) => `${total}개 중 ${from}–${to}번째`
export const group = { 0: '전체', 1: '강아지', 2: '고양이' } as Record<number, string>
/** Decision 050: the chosen filters above the results, and 최근 검색어. */
export const chosenFilters = '선택한 필터' as const
export const removeChip = (label: string) => `${label} 필터 빼기`
export const chosenBrand = '선택한 브랜드' as const
export const chosenCategory = '선택한 카테고리' as const
export const priceBetween = (min: string, max: string) => `${min}원 ~ ${max}원`
export const priceFrom = (min: string) => `${min}원 이상`
export const priceUpTo = (max: string) => `${max}원 이하`
export const recentWords = '최근 검색어' as const
export const noRecentWords = '최근 검색한 단어가 없어요.' as const
export const deleteAll = '전체 삭제' as const
export const deleteWord = (word: string) => `${word} 검색어 삭제`
export const deleteViewed = (name: string) => `${name} 최근 본 상품에서 삭제`
export const deleteAllWords = '최근 검색어 전체 삭제' as const
export const deleteAllViewed = '최근 본 상품 전체 삭제' as const
export const deletedWord = '검색어를 삭제했어요.' as const
export const deletedAllWords = '최근 검색어를 모두 삭제했어요.' as const
export const deletedViewed = '최근 본 상품에서 삭제했어요.' as const
export const deletedAllViewed = '최근 본 상품을 모두 삭제했어요.' as const
