import { NavLink } from '@remix-run/react'
import type { Tab } from '~/domain/home'
import * as MSG from '~/domain/messages'

export function TabBar({ tabs }: { tabs: Tab[] }) {
  return (
    <nav className="tab-bar" aria-label={MSG.home.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.tabId}>
            <NavLink to={`/main/tab/${tab.tabId}`} className="tab-bar__link" prefetch="intent">
              {tab.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
