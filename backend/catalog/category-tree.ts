/** What a product looks like, for the generated pictures. */
export type ProductKind =
  | 'foodBag'
  | 'can'
  | 'pouch'
  | 'bone'
  | 'stick'
  | 'cookie'
  | 'fish'
  | 'pills'
  | 'pad'
  | 'spray'
  | 'ball'
  | 'rope'
  | 'plush'
  | 'bottle'
  | 'brush'
  | 'towel'
  | 'cushion'
  | 'house'
  | 'carrier'
  | 'shirt'
  | 'leash'
  | 'bowl'
  | 'fountain'
  | 'litterBag'
  | 'litterBox'
  | 'scratcher'
  | 'tower'
  | 'wand'
  | 'mouse'

export type Leaf = { id: number; name: string; kind: ProductKind }
export type Branch = { id: number; name: string; leaves: readonly Leaf[] }
export type Root = { id: 1 | 2; name: string; branches: readonly Branch[] }

const leaf = (id: number, name: string, kind: ProductKind): Leaf => ({ id, name, kind })

/**
 * The category tree: root = animal group (depth 1), then depth 2 (ids 11–19 dog, 21–29 cat)
 * and depth 3 (parent id × 100 + n). Ids are part of URLs, so they never change.
 */
export const CATEGORY_TREE: readonly Root[] = [
  {
    id: 1,
    name: '강아지',
    branches: [
      {
        id: 11,
        name: '사료',
        leaves: [
          leaf(1101, '건식사료', 'foodBag'),
          leaf(1102, '습식사료', 'can'),
          leaf(1103, '동결건조/에어드라이', 'pouch'),
          leaf(1104, '저알러지/처방식', 'foodBag'),
          leaf(1105, '퍼피 사료', 'foodBag'),
          leaf(1106, '시니어 사료', 'foodBag'),
        ],
      },
      {
        id: 12,
        name: '간식',
        leaves: [
          leaf(1201, '덴탈껌', 'bone'),
          leaf(1202, '육포/저키', 'stick'),
          leaf(1203, '동결건조 간식', 'pouch'),
          leaf(1204, '비스킷/쿠키', 'cookie'),
          leaf(1205, '캔/파우치', 'can'),
          leaf(1206, '수제간식', 'cookie'),
        ],
      },
      {
        id: 13,
        name: '영양제',
        leaves: [
          leaf(1301, '관절 영양제', 'pills'),
          leaf(1302, '유산균', 'pills'),
          leaf(1303, '피부/모질', 'pills'),
          leaf(1304, '눈 건강', 'pills'),
          leaf(1305, '종합 영양제', 'pills'),
        ],
      },
      {
        id: 14,
        name: '위생/배변',
        leaves: [
          leaf(1401, '배변패드', 'pad'),
          leaf(1402, '배변판', 'litterBox'),
          leaf(1403, '탈취제', 'spray'),
          leaf(1404, '물티슈', 'pad'),
          leaf(1405, '기저귀/매너벨트', 'pad'),
        ],
      },
      {
        id: 15,
        name: '미용/목욕',
        leaves: [
          leaf(1501, '샴푸/린스', 'bottle'),
          leaf(1502, '브러시/빗', 'brush'),
          leaf(1503, '발톱/발 관리', 'brush'),
          leaf(1504, '타월/드라이', 'towel'),
          leaf(1505, '구강 관리', 'bottle'),
        ],
      },
      {
        id: 16,
        name: '급식/급수기',
        leaves: [
          leaf(1601, '식기', 'bowl'),
          leaf(1602, '급수기', 'fountain'),
          leaf(1603, '자동급식기', 'fountain'),
          leaf(1604, '사료 보관통', 'carrier'),
        ],
      },
      {
        id: 17,
        name: '장난감',
        leaves: [
          leaf(1701, '공/원반', 'ball'),
          leaf(1702, '노즈워크', 'plush'),
          leaf(1703, '터그/로프', 'rope'),
          leaf(1704, '삑삑이 인형', 'plush'),
        ],
      },
      {
        id: 18,
        name: '하우스/방석',
        leaves: [
          leaf(1801, '방석/쿠션', 'cushion'),
          leaf(1802, '하우스', 'house'),
          leaf(1803, '이동장/켄넬', 'carrier'),
          leaf(1804, '계단/스텝', 'cushion'),
          leaf(1805, '울타리', 'house'),
        ],
      },
      {
        id: 19,
        name: '산책/의류',
        leaves: [
          leaf(1901, '하네스', 'leash'),
          leaf(1902, '리드줄', 'leash'),
          leaf(1903, '목줄/인식표', 'leash'),
          leaf(1904, '티셔츠/올인원', 'shirt'),
          leaf(1905, '패딩/아우터', 'shirt'),
          leaf(1906, '산책가방/배변봉투', 'carrier'),
        ],
      },
    ],
  },
  {
    id: 2,
    name: '고양이',
    branches: [
      {
        id: 21,
        name: '사료',
        leaves: [
          leaf(2101, '건식사료', 'foodBag'),
          leaf(2102, '주식캔', 'can'),
          leaf(2103, '동결건조/에어드라이', 'pouch'),
          leaf(2104, '저알러지/처방식', 'foodBag'),
          leaf(2105, '키튼 사료', 'foodBag'),
        ],
      },
      {
        id: 22,
        name: '간식',
        leaves: [
          leaf(2201, '짜 먹는 간식', 'stick'),
          leaf(2202, '간식 캔/파우치', 'can'),
          leaf(2203, '동결건조 간식', 'fish'),
          leaf(2204, '저키/스틱', 'stick'),
          leaf(2205, '캣닢/마따따비', 'pouch'),
        ],
      },
      {
        id: 23,
        name: '모래',
        leaves: [
          leaf(2301, '벤토나이트', 'litterBag'),
          leaf(2302, '두부모래', 'litterBag'),
          leaf(2303, '카사바/천연모래', 'litterBag'),
          leaf(2304, '실리카겔', 'litterBag'),
        ],
      },
      {
        id: 24,
        name: '위생/화장실',
        leaves: [
          leaf(2401, '화장실', 'litterBox'),
          leaf(2402, '모래삽/매트', 'litterBox'),
          leaf(2403, '탈취제', 'spray'),
          leaf(2404, '물티슈/위생용품', 'pad'),
        ],
      },
      {
        id: 25,
        name: '스크래쳐/캣타워',
        leaves: [
          leaf(2501, '스크래쳐', 'scratcher'),
          leaf(2502, '캣타워', 'tower'),
          leaf(2503, '캣휠/캣폴', 'tower'),
          leaf(2504, '숨숨집/해먹', 'house'),
        ],
      },
      {
        id: 26,
        name: '장난감',
        leaves: [
          leaf(2601, '낚싯대', 'wand'),
          leaf(2602, '공/쥐돌이', 'mouse'),
          leaf(2603, '자동 장난감', 'ball'),
          leaf(2604, '터널/쿠션', 'plush'),
        ],
      },
      {
        id: 27,
        name: '급식/급수기',
        leaves: [leaf(2701, '식기', 'bowl'), leaf(2702, '정수기', 'fountain'), leaf(2703, '자동급식기', 'fountain')],
      },
      {
        id: 28,
        name: '영양제',
        leaves: [
          leaf(2801, '유산균', 'pills'),
          leaf(2802, '헤어볼 케어', 'pills'),
          leaf(2803, '신장/요로', 'pills'),
          leaf(2804, '종합 영양제', 'pills'),
        ],
      },
      {
        id: 29,
        name: '미용/하우스',
        leaves: [
          leaf(2901, '브러시/빗', 'brush'),
          leaf(2902, '샴푸/목욕', 'bottle'),
          leaf(2903, '방석/쿠션', 'cushion'),
          leaf(2904, '이동장', 'carrier'),
        ],
      },
    ],
  },
]

const kindById = new Map<number, ProductKind>(
  CATEGORY_TREE.flatMap((root) => root.branches.flatMap((branch) => branch.leaves.map((l) => [l.id, l.kind] as const))),
)

export function kindOfCategory(categoryId: number): ProductKind | undefined {
  return kindById.get(categoryId)
}
