import { Form, Link, useSubmit } from '@remix-run/react'
import type { FormEvent } from 'react'
import { formatCount } from '~/domain/format'
import * as SEARCH_MSG from '~/domain/messages.search'
import { DELIVERY_TYPES, type SearchGroup, type SearchQuery, searchResultHref } from '~/domain/search'
import type { SearchResult } from '~/domain/search.schema'
import { formatPriceInput, formatWon } from '~/domain/search-chips'

type Props = { group: SearchGroup; query: SearchQuery; facets: SearchResult['facets'] }

const PRICE_BOXES = new Set(['minPrice', 'maxPrice'])

/** 12000 → 12,000 while typing, the caret kept after the same digit (decision 050). */
function formatAsTyped(event: FormEvent<HTMLInputElement>) {
  const box = event.currentTarget
  const caret = box.selectionStart ?? box.value.length
  const digitsBefore = box.value.slice(0, caret).replace(/\D/g, '').length
  const next = formatPriceInput(box.value)
  if (next === box.value) return
  box.value = next
  let at = 0
  for (let seen = 0; at < next.length && seen < digitsBefore; at++) if (/\d/.test(next[at] ?? '')) seen++
  box.setSelectionRange(at, at)
}

/**
 * Filters as one GET form (works without JavaScript; with it, a changed choice applies at once).
 * Each facet's counts follow the other chosen filters but not its own (decision 050), so a brand
 * stays listed after it is picked. The price boxes are text with thousands separators as typed
 * (decision 050); the server reads "12,000" and "12000" alike.
 */
export function SearchFilters({ group, query, facets }: Props) {
  const submit = useSubmit()
  const action = `/search/${group}/result`
  const filtered =
    query.deliveryType !== 'all' ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.brandIds.length > 0 ||
    query.categoryId !== null
  return (
    <Form
      method="get"
      action={action}
      className="search-filters"
      aria-label={SEARCH_MSG.filters}
      preventScrollReset
      onChange={(event) => {
        // Price boxes wait for the button or Enter; a choice applies as soon as it is made.
        const target = event.target as HTMLInputElement
        if (!PRICE_BOXES.has(target.name)) submit(event.currentTarget, { preventScrollReset: true })
      }}
    >
      <input type="hidden" name="word" value={query.word} />
      {query.sort !== 'scoreDesc' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <fieldset className="filter-pills">
        <legend className="sr-only">{SEARCH_MSG.deliveryType}</legend>
        {DELIVERY_TYPES.map((type) => (
          <label key={type} className="filter-pill">
            <input type="radio" name="deliveryType" value={type} defaultChecked={query.deliveryType === type} />
            <span>{SEARCH_MSG.deliveryTypes[type]}</span>
          </label>
        ))}
      </fieldset>
      {/* With JavaScript a pill applies itself; without it, this button does. */}
      <noscript>
        <button type="submit" className="button button--secondary button--small">
          {SEARCH_MSG.apply}
        </button>
      </noscript>
      <details
        className="filter-more"
        open={filtered && (query.brandIds.length > 0 || query.categoryId !== null || query.minPrice !== null || query.maxPrice !== null)}
      >
        <summary>{SEARCH_MSG.filters}</summary>
        {facets.categories.length > 0 ? (
          <label className="filter-field">
            <span>{SEARCH_MSG.category}</span>
            <select name="categoryId" defaultValue={query.categoryId ?? ''}>
              <option value="">{SEARCH_MSG.allCategories}</option>
              {facets.categories.map((c) => (
                <option key={c.categoryId} value={c.categoryId}>
                  {`${c.name} (${formatCount(c.count)})`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <fieldset className="filter-field">
          <legend>{SEARCH_MSG.price}</legend>
          <div className="filter-price">
            <input
              type="text"
              name="minPrice"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              aria-label={SEARCH_MSG.minPrice}
              defaultValue={query.minPrice === null ? '' : formatWon(query.minPrice)}
              placeholder={facets.priceRange ? formatWon(facets.priceRange.min) : '0'}
              onInput={formatAsTyped}
            />
            <span aria-hidden="true">~</span>
            <input
              type="text"
              name="maxPrice"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              aria-label={SEARCH_MSG.maxPrice}
              defaultValue={query.maxPrice === null ? '' : formatWon(query.maxPrice)}
              placeholder={facets.priceRange ? formatWon(facets.priceRange.max) : ''}
              onInput={formatAsTyped}
            />
            <span>{SEARCH_MSG.wonUnit}</span>
          </div>
        </fieldset>
        {facets.brands.length > 0 ? (
          <fieldset className="filter-field">
            <legend>{SEARCH_MSG.brand}</legend>
            <div className="filter-brands">
              {facets.brands.map((b) => (
                <label key={b.brandId} className="filter-chip">
                  <input type="checkbox" name="brandId" value={b.brandId} defaultChecked={query.brandIds.includes(b.brandId)} />
                  <span>{`${b.brandName} ${formatCount(b.count)}`}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className="button button--primary button--small">
          {SEARCH_MSG.applyFilters}
        </button>
      </details>
      {filtered ? (
        <Link
          to={searchResultHref(group, {
            ...query,
            deliveryType: 'all',
            minPrice: null,
            maxPrice: null,
            brandIds: [],
            categoryId: null,
            page: 1,
          })}
          className="filter-reset"
        >
          {SEARCH_MSG.clearFilters}
        </Link>
      ) : null}
    </Form>
  )
}
