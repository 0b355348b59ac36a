import { describe, expect, it } from 'vitest'
import { CATEGORY_TREE } from '../catalog/category-tree'
import { generateSeed } from '../seed'
import { COMMON_WORDS, REVIEW_WORDS, type ReviewKind, reviewKindOf } from '../seed/review-words'
import { productTotals, storedReviewCount } from '../seed/reviews'

/** Decision 047: seeded reviews talk about what their product is, and add up to its counts. */

/** What a review of each kind is about: every product sentence of the kind names one of these. */
const TOPIC: Record<ReviewKind, RegExp> = {
  dryFood: /먹|입맛|그릇|알갱이|변|털|구매|기호성/,
  wetFood: /먹|국물|수분|달려와|변|냄새|양이/,
  dogTreat: /먹|달려와|훈련|크기|재료|줘|부스러기|냄새|흥미/,
  catTreat: /먹|쫓아와|핥|약|양|흥미|토했|질려/,
  supplement: /먹|효과|컨디션|알|냄새|차이|속/,
  pad: /흡수|새|젖|두께|얇|크기|실수|물어뜯|패드/,
  diaper: /흡수|새|허리|사이즈|착용|마킹|벗|피부|갈아/,
  dogToilet: /패드|턱|씻|배변|자리|새|미끄|금|올라가/,
  catToilet: /볼일|모래|냄새|세척|입구|자리|들어가|청소|뚜껑/,
  litterTool: /삽|매트|모래|사막화|덩어리|휘|손잡이/,
  deodorant: /냄새|향|뿌|분사|용량/,
  wipes: /닦|순해|촉촉|얇|말라|향|뚜껑|보풀/,
  litter: /응고|먼지|냄새|화장실|사막화|입자|뭉치|줄어|거부감/,
  shampoo: /씻|털|향|거품|헹|피부|간지러/,
  brush: /털|빗|피부|손잡이|얼굴/,
  nail: /날|발톱|소음|소리|예민|고장|손/,
  towel: /흡수|말라|부드러|드라이|뻣뻣|털|물기|보풀|바람|작아/,
  dental: /양치|입 냄새|칫솔|치석|맛|효과/,
  bowl: /높이|설거지|밀리|밀려|디자인|가벼|크기|흠집|물때|쓰고/,
  fountain: /마시|마셔|소음|소리|필터|세척|물|모터/,
  feeder: /시간|밥|사료|급식|소리|설정|무서워/,
  storage: /밀폐|사료|포대|뚜껑|옮기|계량|냄새|금|잠금|커요|쓰고/,
  dogToy: /물고|튼튼|놀|소리|관심|뜯|실밥|작아|자요|시들/,
  catToy: /흔들|사냥|놀|관심|깃털|소리|작아|자요|시들/,
  bed: /들어가|폭신|세탁|자리|인테리어|크기|털|적응|숨이 죽|냄새/,
  carrier: /병원|들기|통풍|문|잠금|좁아|어깨끈|들어가|바닥|쓰고/,
  step: /소파|관절|미끄럼|익숙|높이|폭|커버|밀려|꺼졌/,
  fence: /설치|넘어|문|흔들림|낮아|조립|쓰러|연결|틈|쓰고/,
  walk: /착용|산책|반사띠|사이즈|튼튼|버클|빠져|마감|겨드랑이|무난/,
  walkBag: /산책|봉투|리드줄|수납|지퍼|고리|쓰고/,
  clothes: /입|원단|색감|빨아|사이즈|털|두께|보풀|벗/,
  scratcher: /긁|올라가|튼튼|부스러기|크기|닳|냄새/,
  tower: /꼭대기|튼튼|조립|운동량|자리|흔들|나사|올라가|잘 써/,
}

describe('seeded review words', () => {
  it('give every depth-3 category a kind', () => {
    for (const root of CATEGORY_TREE)
      for (const branch of root.branches) for (const leaf of branch.leaves) expect(reviewKindOf(leaf.id), leaf.name).not.toBeNull()
  })

  it.each(Object.keys(REVIEW_WORDS) as ReviewKind[])('%s reviews talk about what the product does', (kind) => {
    // "무난해요" fits anything and claims nothing of the wrong kind.
    for (const mood of ['good', 'okay', 'bad'] as const)
      for (const sentence of REVIEW_WORDS[kind][mood]) if (!/^무난/.test(sentence)) expect(sentence, `${kind} ${mood}`).toMatch(TOPIC[kind])
  })

  it('a deodoriser never leaks and a pad is never sprayed; order sentences fit any product', () => {
    const all = (kind: ReviewKind) => Object.values(REVIEW_WORDS[kind]).flat().join(' ')
    expect(all('deodorant')).not.toMatch(/두께|새지|발에 묻/)
    expect(all('pad')).not.toMatch(/뿌|분사/)
    expect(all('litter')).not.toMatch(/흡수|뿌/)
    expect(Object.values(COMMON_WORDS).flat().join(' ')).not.toMatch(/용량|사이즈|먹|냄새/)
  })
})

describe('seeded reviews', () => {
  it('store every review a product counts, with a long tail that fits the product page', () => {
    expect([0, 1, 20].map(storedReviewCount)).toEqual([0, 1, 20])
    expect(storedReviewCount(21)).toBe(22)
    expect(storedReviewCount(4311)).toBe(151)
    expect(storedReviewCount(5000)).toBeLessThanOrEqual(200)
  })

  it("set each product's count and score from its reviews, the deodoriser's about smell", async () => {
    const seed = await generateSeed()
    const totals = productTotals(seed.reviews)
    for (const product of seed.products) {
      expect(product.review_count, String(product.product_id)).toBe(totals.get(product.product_id)?.review_count ?? 0)
      expect(product.review_score, String(product.product_id)).toBe(totals.get(product.product_id)?.review_score ?? 0)
    }
    const leafOf = new Map(seed.products.map((p) => [p.product_id, p.product_group3_id]))
    for (const review of seed.reviews) {
      const kind = reviewKindOf(leafOf.get(review.product_id) ?? null)
      if (kind !== 'deodorant') continue
      expect(review.text).not.toMatch(/두께|새지 않|발에 묻/)
    }
    expect(
      productTotals([
        { product_id: 1, score: 5 },
        { product_id: 1, score: 4 },
      ]).get(1),
    ).toEqual({ review_count: 2, review_score: 4.5 })
  })
})
