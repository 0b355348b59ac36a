import { Form, Link, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { canGoBackInShop } from '~/domain/back-in-shop'
import * as MSG from '~/domain/messages'
import * as SEARCH_MSG from '~/domain/messages.search'
import { normalizeWord, type SearchGroup, searchGoHref, searchHomeHref, suggestDelay, WORD_MAX_LENGTH } from '~/domain/search'
import type { Suggestions } from '~/domain/search.schema'
import { useFlag } from '~/ui/use-flag'
import { CartLink } from '../cart/CartLink'
import { BackIcon, CloseIcon, SearchIcon } from '../icons'

type Props = { group: SearchGroup; word?: string; autoFocus?: boolean }

/**
 * Spec §2 search header: 뒤로가기, a rounded input of type search (then the cart with its count), 검색어 제거 only when there is
 * text, the search icon only when the input is empty and unfocused (CSS `:placeholder-shown`, so
 * it is right before and without JavaScript too), submit searching at once, suggestions as you type.
 */
export function SearchHeader({ group, word = '', autoFocus = false }: Props) {
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(word)
  const [open, setOpen] = useState(false)
  const suggestions = useSuggestions(group, value, useFlag('searchSuggest'))
  const listId = useId()
  const action = searchGoHref(group, '').split('?')[0]

  // A new search (back/forward, a keyword link) shows its own word.
  useEffect(() => setValue(word), [word])

  const back = (event: React.MouseEvent) => {
    if (!canGoBackInShop(window.history.state, document.referrer, window.location.origin, window.history.length)) return
    event.preventDefault()
    navigate(-1)
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = normalizeWord(input.current?.value)
    if (!next) return input.current?.focus()
    setOpen(false)
    input.current?.blur()
    // Spec §2: the search runs after a zero delay (the keyboard closes first).
    setTimeout(() => navigate(searchGoHref(group, next)), 0)
  }

  const showList = open && value.trim() !== '' && suggestions.length > 0
  return (
    <header className="search-header">
      <Link to="/" className="icon-button" aria-label={MSG.screen.back} onClick={back}>
        <BackIcon />
      </Link>
      <Form role="search" method="get" action={action} className="search-box" onSubmit={submit}>
        <input
          ref={input}
          type="search"
          name="word"
          className="search-box__input"
          aria-label={SEARCH_MSG.input}
          placeholder={SEARCH_MSG.placeholder}
          value={value}
          maxLength={WORD_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the search home exists to type a word
          autoFocus={autoFocus}
          aria-controls={showList ? listId : undefined}
          aria-expanded={showList}
          aria-autocomplete="list"
          role="combobox"
          onChange={(event) => {
            setValue(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        {/* The first submit button is the one Enter uses: searching, not clearing. */}
        <button type="submit" className="sr-only" tabIndex={-1}>
          {SEARCH_MSG.submit}
        </button>
        {/* Without JavaScript it submits an empty word to the search home: a cleared input. */}
        <button
          type="submit"
          name="word"
          value=""
          formAction={searchHomeHref(group)}
          className="search-box__clear"
          aria-label={SEARCH_MSG.clear}
          onClick={(event) => {
            event.preventDefault()
            setValue('')
            input.current?.focus()
          }}
        >
          <CloseIcon size={16} />
        </button>
        <span className="search-box__icon" aria-hidden="true">
          <SearchIcon size={20} />
        </span>
      </Form>
      <CartLink />
      {showList ? (
        <ul id={listId} className="search-suggestions" aria-label={SEARCH_MSG.suggestions}>
          {suggestions.map((s) => (
            <li key={`${s.type}:${s.text}`}>
              <Link to={searchGoHref(group, s.text)} onClick={() => setOpen(false)}>
                <span>{s.text}</span>
                <span className="search-suggestions__type">{SEARCH_MSG.suggestionType[s.type] ?? ''}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  )
}

/**
 * Suggestions for the typed word, fetched once typing settles (domain/search `suggestDelay`) from
 * the suggest resource route. A plain fetch, not a fetcher: a suggestion that fails (a slow
 * service, a route the browser has not discovered yet) shows none, and never takes the page over
 * with the error screen as a fetcher's failure would.
 */
function useSuggestions(group: SearchGroup, value: string, enabled: boolean): Suggestions['suggestions'] {
  const [found, setFound] = useState<{ word: string; suggestions: Suggestions['suggestions'] } | null>(null)
  useEffect(() => {
    const word = normalizeWord(value)
    if (!word || !enabled) return
    const aborted = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/search/${group}/suggest?${new URLSearchParams({ word })}`, {
        signal: aborted.signal,
        headers: { accept: 'application/json' },
      })
        .then((answer) => (answer.ok ? (answer.json() as Promise<Suggestions>) : null))
        .then((answer) => setFound(answer ? { word, suggestions: answer.suggestions } : null))
        .catch(() => undefined)
    }, suggestDelay(value))
    return () => {
      clearTimeout(timer)
      aborted.abort()
    }
  }, [group, value, enabled])
  return enabled && normalizeWord(value) ? (found?.suggestions ?? []) : []
}
