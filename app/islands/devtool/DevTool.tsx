import { useLocation, useMatches } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { DEV_FLAGS, type DevFlags, type HistoryEntry, isDevToolCombo, readFlags, readHistory, rememberAccount } from './rules'

const FLAGS_KEY = 'petshop.devtool.flags'
const HISTORY_KEY = 'petshop.devtool.accounts'

/**
 * Spec §2's developer tool, in development builds only (root renders it behind NODE_ENV): Ctrl+Shift+D
 * toggles it; stored switches show the route under the page and keep the tool open; the accounts
 * tried on this machine are kept 30 days. Developer-facing, so its labels are not in the catalogue.
 */
export default function DevTool({ osCode, appVersion }: { osCode: string; appVersion: string }) {
  const [open, setOpen] = useState(false)
  const [flags, setFlags] = useState<DevFlags>(() => readFlags(null))
  const [history, setHistory] = useState<HistoryEntry[]>([])
  const location = useLocation()
  const leaf = useMatches().at(-1)

  useEffect(() => {
    const stored = readFlags(localStorage.getItem(FLAGS_KEY))
    setFlags(stored)
    setOpen(stored.pinOpen)
    setHistory(readHistory(localStorage.getItem(HISTORY_KEY), Date.now()))
    const onKey = (event: KeyboardEvent) => {
      if (!isDevToolCombo(event)) return
      event.preventDefault()
      setOpen((now) => !now)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const toggle = (flag: keyof DevFlags) => {
    const next = { ...flags, [flag]: !flags[flag] }
    setFlags(next)
    localStorage.setItem(FLAGS_KEY, JSON.stringify(next))
  }
  const saveHistory = (next: HistoryEntry[]) => {
    setHistory(next)
    localStorage.setItem(HISTORY_KEY, JSON.stringify(next))
  }

  const info = flags.showRouteInfo ? (
    <p className="devtool__info">
      {leaf?.id} · {location.pathname} · OS {osCode} · app {appVersion}
    </p>
  ) : null
  if (!open) return info
  return (
    <aside className="devtool" aria-label="Developer tool">
      {info}
      <fieldset>
        <legend>Flags</legend>
        {DEV_FLAGS.map((flag) => (
          <label key={flag}>
            <input type="checkbox" checked={flags[flag]} onChange={() => toggle(flag)} /> {flag}
          </label>
        ))}
      </fieldset>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
          if (email) saveHistory(rememberAccount(history, email, Date.now()))
          event.currentTarget.reset()
        }}
      >
        <label>
          Account <input name="email" type="email" autoComplete="off" />
        </label>
        <button type="submit">Keep</button>
      </form>
      <ul>
        {history.map((entry) => (
          <li key={entry.email}>
            <a href={`/auth/signin/email?next=${encodeURIComponent(location.pathname)}`}>{entry.email}</a>{' '}
            <button type="button" onClick={() => saveHistory(history.filter((e) => e.email !== entry.email))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </aside>
  )
}
