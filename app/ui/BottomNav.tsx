import { Link } from '@remix-run/react'
import { SKELETON } from '~/domain/constants'
import * as MSG from '~/domain/messages'
import { buildNavigation, type NavItem, type NavType } from '~/domain/navigation'

type Props = {
  items: NavItem[] | null
  productGroup1Id: number
  active: NavType | null
  hidden?: boolean
  divider?: boolean
}

/** Spec §2: the bottom navigation bar; until its items have loaded, five placeholders hold its place. */
export function BottomNav({ items, productGroup1Id, active, hidden = false, divider = false }: Props) {
  if (hidden) return null
  if (!items || items.length === 0) return <BottomNavSkeleton divider={divider} />
  return (
    <nav className="bottom-nav" data-divider={divider || undefined} aria-label={MSG.nav.label}>
      <ul className="bottom-nav__list">
        {buildNavigation(items, productGroup1Id).map((item) => {
          const isActive = item.type === active
          return (
            <li key={item.type} className="bottom-nav__item">
              <Link
                to={item.href}
                className="bottom-nav__link"
                data-type={item.type}
                aria-current={isActive ? 'page' : undefined}
                prefetch="intent"
              >
                <img src={isActive ? item.activeImageUrl : item.imageUrl} alt="" width={24} height={24} />
                <span>{item.title}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function BottomNavSkeleton({ divider = false }: { divider?: boolean }) {
  return (
    <div
      className="bottom-nav bottom-nav--skeleton"
      data-divider={divider || undefined}
      aria-busy="true"
      aria-label={MSG.nav.loading}
      role="status"
    >
      <ul className="bottom-nav__list">
        {Array.from({ length: SKELETON.navigationPlaceholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders, never reordered
          <li key={i} className="bottom-nav__item" data-testid="bottom-nav-placeholder">
            <span className="skeleton skeleton--icon" />
            <span className="skeleton skeleton--label" />
          </li>
        ))}
      </ul>
    </div>
  )
}
