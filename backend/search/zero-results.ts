import { kstToday } from '../context'
import type { Queryable } from '../db/types'
import type { SearchGroup } from './filters'

/** A stored word is cut to this many characters (code points: an emoji is never split in half). */
export const ZERO_RESULT_WORD_MAX = 100
/**
 * New words a day may add to the log. Each row is a word × side × day with a counter, so one word
 * searched a million times is one row; this cap bounds the other flood, a million different words:
 * past it, words already logged that day still count and new ones are dropped.
 */
export const ZERO_RESULT_WORDS_PER_DAY = 5000

/** The word as stored: no NUL (PostgreSQL text cannot hold it), cut to ZERO_RESULT_WORD_MAX characters. */
export function zeroResultWord(word: string): string {
  return Array.from(word.replaceAll('\u0000', '').trim()).slice(0, ZERO_RESULT_WORD_MAX).join('')
}

/**
 * Records a search that showed no product (docs/search.md "Zero-result log"): one upsert on the
 * word's row of the day, only when `totalCount` is 0. Never throws and is not awaited by the
 * answer: a failed insert is a warning in the log, never a failed search.
 */
export function recordZeroResult(
  db: Queryable,
  group: SearchGroup,
  word: string,
  totalCount: number,
  now: Date,
  wordsPerDay = ZERO_RESULT_WORDS_PER_DAY,
): Promise<void> {
  const stored = zeroResultWord(word)
  if (totalCount !== 0 || !stored) return Promise.resolve()
  return db
    .query(
      `insert into search_zero_results as z (day, product_group1_id, word, first_searched_at, last_searched_at)
       select $1::date, $2, $3, $4, $4
        where exists (select 1 from search_zero_results where day = $1::date and product_group1_id = $2 and word = $3)
           or (select count(*) from search_zero_results where day = $1::date) < $5
       on conflict (day, product_group1_id, word)
       do update set searches = z.searches + 1, last_searched_at = greatest(z.last_searched_at, excluded.last_searched_at)`,
      [kstToday(now), group, stored, now.toISOString(), wordsPerDay],
    )
    .then(
      () => undefined,
      (error: unknown) => {
        console.warn(`[search] zero-result log not written: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
}

export type ZeroResultWord = { word: string; searches: number; days: number; lastSearchedAt: string }

/**
 * The most searched words that showed nothing on one side over the last `days` Korean days
 * (today included), most searches first, then the word.
 */
export async function topZeroResults(
  db: Queryable,
  { group, days, limit, now }: { group: SearchGroup; days: number; limit: number; now: Date },
): Promise<ZeroResultWord[]> {
  const rows = await db.query<{ word: string; searches: number; days: number; last: Date | string }>(
    `select word, sum(searches)::int as searches, count(*)::int as days, max(last_searched_at) as last
       from search_zero_results
      where product_group1_id = $1 and day > $2::date - $3::int and day <= $2::date
      group by word
      order by 2 desc, 1
      limit $4`,
    [group, kstToday(now), days, limit],
  )
  return rows.map((r) => ({ word: r.word, searches: r.searches, days: r.days, lastSearchedAt: new Date(r.last).toISOString() }))
}

const SIDE_NAMES: Record<SearchGroup, string> = { 0: '전체', 1: '강아지', 2: '고양이' }

/** The report's text: per side, a heading and its words, most searched first (`npm run search:zero-results`). */
export function zeroResultReport(days: number, sides: readonly { group: SearchGroup; words: readonly ZeroResultWord[] }[]): string {
  return sides
    .map(({ group, words }) =>
      [
        `## ${SIDE_NAMES[group]} (상품군 ${group}): 최근 ${days}일 결과 없는 검색어`,
        ...(words.length === 0
          ? ['(없음)']
          : words.map((w, i) => `${i + 1}. ${w.word} — ${w.searches}회, ${w.days}일, 마지막 ${w.lastSearchedAt}`)),
      ].join('\n'),
    )
    .join('\n\n')
}
