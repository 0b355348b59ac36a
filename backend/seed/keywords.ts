/**
 * The best keywords' seeded searches (contract "GET /best-keywords"): what shoppers of each group
 * (0 both, 1 dog, 2 cat) search most, most searched first. Every keyword finds products of its
 * group in the seed (backend/test/search.test.ts checks it). Word list.
 *
 * Migration 6 inserts the same rows into a database seeded before it: once released, a change
 * here needs a new migration for such databases.
 */
const KEYWORDS: Readonly<Record<0 | 1 | 2, readonly string[]>> = {
  0: [
    '사료',
    '간식',
    '장난감',
    '배변패드',
    '모래',
    '영양제',
    '덴탈껌',
    '두부모래',
    '하네스',
    '캣타워',
    '동결건조',
    '유산균',
    '샴푸',
    '방석',
    '이동장',
    '스크래쳐',
    '정수기',
    '자동급식기',
    '연어',
    '닭가슴살',
    '물티슈',
    '탈취제',
    '급수기',
    '낚싯대',
    '노즈워크',
    '육포',
    '퓨레',
    '바른펫',
    '펫샵 온리',
    '하루펫',
  ],
  1: [
    '사료',
    '간식',
    '배변패드',
    '덴탈껌',
    '장난감',
    '하네스',
    '육포',
    '연어 사료',
    '영양제',
    '관절 영양제',
    '유산균',
    '샴푸',
    '방석',
    '노즈워크',
    '동결건조 간식',
    '퍼피 사료',
    '시니어 사료',
    '저알러지',
    '습식사료',
    '리드줄',
    '이동장',
    '패딩',
    '물티슈',
    '기저귀',
    '급수기',
    '자동급식기',
    '울타리',
    '바른펫',
    '멍멍키친',
    '닥터멍',
  ],
  2: [
    '모래',
    '사료',
    '두부모래',
    '간식',
    '캣타워',
    '스크래쳐',
    '짜 먹는 간식',
    '주식캔',
    '정수기',
    '낚싯대',
    '화장실',
    '벤토나이트',
    '헤어볼',
    '유산균',
    '캣닢',
    '숨숨집',
    '키튼 사료',
    '동결건조',
    '참치',
    '장난감',
    '영양제',
    '캣휠',
    '이동장',
    '브러시',
    '탈취제',
    '모래 매트',
    '미미캣',
    '바다냥',
    '냥냥식당',
    '하이냥',
  ],
}

/** Searches a keyword counts before any real one: 3,000 for the first, 12 % fewer for each next. */
const FIRST_COUNT = 3000
const STEP = 0.88

export type KeywordRow = { product_group1_id: 0 | 1 | 2; keyword: string; base_count: number }

/** The `search_keywords` rows; the same on every run. */
export function keywordRows(): KeywordRow[] {
  return ([0, 1, 2] as const).flatMap((group) =>
    KEYWORDS[group].map((keyword, i) => ({ product_group1_id: group, keyword, base_count: Math.round(FIRST_COUNT * STEP ** i) })),
  )
}

/** The rows as an SQL `values` list (for migration 6; the words are constants, quotes are doubled anyway). */
export function keywordValuesSql(): string {
  return keywordRows()
    .map((row) => `(${row.product_group1_id}, '${row.keyword.replaceAll("'", "''")}', ${row.base_count})`)
    .join(', ')
}
