import { Link } from '@remix-run/react'
import * as SEARCH_MSG from '~/domain/messages.search'
import type { FilterChip } from '~/domain/search-chips'
import { CloseIcon } from '../icons'

/**
 * Decision 050: the chosen filters above the results, whether the filter panel is open or not.
 * Each chip is a plain link to the same search without it, so it works without JavaScript.
 */
export function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  if (chips.length === 0) return null
  return (
    <ul className="chosen-filters" aria-label={SEARCH_MSG.chosenFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={chip.href} className="chosen-filter" aria-label={SEARCH_MSG.removeChip(chip.label)} preventScrollReset>
            <span>{chip.label}</span>
            <CloseIcon />
          </Link>
        </li>
      ))}
    </ul>
  )
}
