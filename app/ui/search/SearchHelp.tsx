import { Link } from '@remix-run/react'
import { formatCount } from '~/domain/format'
import * as SEARCH_MSG from '~/domain/messages.search'
import { parseSearchGroup, type SearchGroup, searchGoHref } from '~/domain/search'
import type { SearchResult } from '~/domain/search.schema'

type Answer = Pick<SearchResult, 'resolvedWord' | 'otherGroup' | 'correction' | 'setAside' | 'appliedCorrection'>

/**
 * Above the results: the same word's products on the other animal's side (고양이 상품 210개 보기),
 * what the word was read as when the service read it as another (‘배변패드’로 찾은 결과예요), a
 * correction applied at once with a link to search the word as typed (‘사로’ 대신 ‘사료’로 찾은
 * 결과예요 · ‘사로’로 검색), and the words left out (‘추천’은 빼고 찾았어요); decision 057.
 */
export function SearchNotes({ group, word, answer }: { group: SearchGroup; word: string; answer: Answer }) {
  const other = answer.otherGroup ? parseSearchGroup(String(answer.otherGroup.productGroup1Id)) : null
  const applied = answer.appliedCorrection
  const setAside = answer.setAside ?? []
  if (!answer.resolvedWord && !applied && setAside.length === 0 && other === null) return null
  return (
    <div className="search-notes">
      {applied ? (
        <p className="search-notes__resolved">
          {SEARCH_MSG.appliedCorrection(applied.from, applied.to)} <span aria-hidden="true">·</span>{' '}
          <Link to={searchGoHref(group, applied.from, { asTyped: true })} className="search-notes__as-typed">
            {SEARCH_MSG.searchAsTyped(applied.from)}
          </Link>
        </p>
      ) : answer.resolvedWord ? (
        <p className="search-notes__resolved">{SEARCH_MSG.resolved(answer.resolvedWord)}</p>
      ) : null}
      {setAside.length > 0 ? <p className="search-notes__resolved">{SEARCH_MSG.setAside(...setAside)}</p> : null}
      {other !== null && answer.otherGroup ? (
        <Link to={searchGoHref(other, word)} className="search-notes__other">
          {SEARCH_MSG.otherGroup(SEARCH_MSG.group[other] ?? '', formatCount(answer.otherGroup.totalCount))}
        </Link>
      ) : null}
    </div>
  )
}

/**
 * An empty result that still leads somewhere: a nearby word (‘사료’로 검색할까요?) and the
 * group's best keywords, all plain links (they work without JavaScript).
 */
export function EmptySearch({ group, word, answer, keywords }: { group: SearchGroup; word: string; answer: Answer; keywords: string[] }) {
  return (
    <div className="empty empty--search">
      <p className="empty__title">{SEARCH_MSG.empty(word)}</p>
      {answer.correction ? (
        <p>
          <Link to={searchGoHref(group, answer.correction.word)} className="empty__correction">
            {SEARCH_MSG.didYouMean(answer.correction.word)}
          </Link>
        </p>
      ) : null}
      <p>{SEARCH_MSG.emptyHint}</p>
      {keywords.length > 0 ? (
        <nav aria-label={SEARCH_MSG.bestKeywords} className="empty__keywords">
          <ul>
            {keywords.map((keyword) => (
              <li key={keyword}>
                <Link to={searchGoHref(group, keyword)}>{keyword}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
