import { Form, useFetcher } from '@remix-run/react'
import * as SHOP_MSG from '~/domain/messages.shop'
import { POSTCODE_PAGE_SIZE, POSTCODE_QUERY_MAX_LENGTH, type Postcode, type PostcodeSearchState } from '~/domain/postcode'

const M = SHOP_MSG.address.postcode

type Props = {
  /** The address page's own path (`/address/new`, `/address/12`): the search and picks go there without JavaScript. */
  pagePath: string
  next: string
  /** What the page's loader found for `?q=` (without JavaScript, or on a reload). */
  initial: PostcodeSearchState | null
  /** Fills the form with a result (JavaScript on). */
  onPick: (result: Postcode) => void
}

/**
 * 우편번호 찾기 (decision 026). Without JavaScript a GET form to the page itself: the results come
 * back with the page, and each 선택 is a link that reopens the form with that address filled.
 * With JavaScript the same form and links answer inline (/address/postcode), no page load.
 */
export function PostcodeSearch({ pagePath, next, initial, onPick }: Props) {
  // The shape of /address/postcode's answer.
  const fetcher = useFetcher<{ search: PostcodeSearchState | null }>()
  const search = fetcher.data?.search ?? initial
  const link = (params: Record<string, string>) => `${pagePath}?${new URLSearchParams({ next, ...params })}`
  const load = (q: string, page = 1) => fetcher.load(`/address/postcode?${new URLSearchParams({ q, page: String(page) })}`)
  const answer = search?.answer ?? null
  const shown = answer ? (answer.page - 1) * POSTCODE_PAGE_SIZE + answer.results.length : 0
  return (
    // No aria-labelledby: a region named 우편번호 찾기 would answer to the label 우편번호 too, which
    // is the zip code field's.
    <section className="postcode">
      <h2 id="postcode-title" className="postcode__title">
        {M.title}
      </h2>
      <Form
        method="get"
        action={pagePath}
        role="search"
        className="postcode__form"
        onSubmit={(event) => {
          event.preventDefault()
          load(String(new FormData(event.currentTarget).get('q') ?? ''))
        }}
      >
        <input type="hidden" name="next" value={next} />
        <label className="field__label" htmlFor="postcode-q">
          {M.query}
        </label>
        <div className="field__row">
          <input
            id="postcode-q"
            name="q"
            type="search"
            className="field__input"
            defaultValue={search?.q ?? ''}
            maxLength={POSTCODE_QUERY_MAX_LENGTH}
            aria-describedby="postcode-hint"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--secondary button--addon" data-busy={fetcher.state !== 'idle' || undefined}>
            {M.search}
          </button>
        </div>
        <p id="postcode-hint" className="field__hint">
          {M.queryHint}
        </p>
      </Form>
      <div role="status" className="postcode__status">
        {search?.failed ? M.failed : null}
        {answer?.tooShort || (search && !search.failed && search.q === '') ? M.tooShort : null}
        {answer && !answer.tooShort ? (answer.totalCount === 0 ? M.none : M.count(answer.totalCount)) : null}
      </div>
      {answer && answer.results.length > 0 ? (
        <>
          <ul className="postcode__results">
            {answer.results.map((result) => (
              <li key={result.postcodeId} className="postcode__result">
                <div className="postcode__address">
                  <span className="postcode__zip">{result.zipCode}</span>
                  <strong>{result.roadAddress}</strong>
                  {result.buildingName ? <span>{result.buildingName}</span> : null}
                  <span className="choice__sub">{`${M.jibun} ${result.jibunAddress}`}</span>
                </div>
                <a
                  href={link({ pick: String(result.postcodeId) })}
                  className="button button--secondary button--small"
                  aria-label={M.pickLabel(result.roadAddress)}
                  onClick={(event) => {
                    event.preventDefault()
                    onPick(result)
                  }}
                >
                  {M.pick}
                </a>
              </li>
            ))}
          </ul>
          {shown < answer.totalCount ? (
            <p className="postcode__more">
              <span className="choice__sub">{M.narrower}</span>
              <a
                href={link({ q: search?.q ?? '', page: String(answer.page + 1) })}
                className="text-link"
                onClick={(event) => {
                  event.preventDefault()
                  load(search?.q ?? '', answer.page + 1)
                }}
              >
                {M.more}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
