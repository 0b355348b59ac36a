import { Link } from '@remix-run/react'
import { formatCount } from '~/domain/format'
import * as SEARCH_MSG from '~/domain/messages.search'
import { parseSearchGroup, type SearchGroup, searchGoHref } from '~/domain/search'
import type { SearchResult } from '~/domain/search.schema'

type Answer = Pick<SearchResult, 'resolvedWord' | 'otherGroup' | 'correction'>

/**
 * Above the results: the same word's products on the other animal's side (고양이 상품 210개 보기),
 * and what the word was read as when the service read it as another (‘배변패드’로 찾은 결과예요).
 */
export function SearchNotes({ word, answer }: { word: string; answer: Answer }) {
  const other = answer.otherGroup ? parseSearchGroup(String(answer.otherGroup.productGroup1Id)) : null
  if (!answer.resolvedWord && other === null) return null
  return (
    <div className="search-notes">
      {answer.resolvedWord ? <p className="search-notes__resolved">{SEARCH_MSG.resolved(answer.resolvedWord)}</p> : null}
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
