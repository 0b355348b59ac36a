import { Form } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import { useShellData } from '~/islands/use-shell-data'

export type SessionRow = { id: string; device: string; signedIn: string; lastSeen: string; current: boolean }

/**
 * The member's sign-ins on /my/information: one row per pair of tokens (decision 041: an app and
 * its web view are two rows, and so is a pair minted with the app's token), with device, sign-in
 * and last seen, 이 기기 marked, and 다른 기기에서 로그아웃 as a plain form (no JavaScript needed;
 * the toast after says how many).
 */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((s) => !s.current).length
  const inApp = useShellData()?.isNativeApp ?? false
  return (
    <section className="my__section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{MSG.sessions.title}</h2>
      <p className="switch-row__hint">{MSG.sessions.lead}</p>
      <ul className="info-list" aria-label={MSG.sessions.title}>
        {sessions.map((session) => (
          <li key={session.id} className="info-list__row">
            <span>
              {session.device}
              {session.current ? <strong className="session-list__this"> · {MSG.sessions.thisDevice}</strong> : null}
            </span>
            <span className="switch-row__hint">
              {MSG.sessions.signedInAt(session.signedIn)} · {MSG.sessions.lastSeen(session.lastSeen)}
            </span>
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="switch-row__hint">{MSG.sessions.onlyThis}</p> : null}
      <Form method="post" action="/my/information/sessions">
        <button type="submit" name="intent" value="end-others" className="list-link">
          {MSG.sessions.endOthers}
        </button>
      </Form>
      {/* Decision 041: only the pair of this page stays, the app's own sign-in included in what ends. */}
      {inApp && others > 0 ? <p className="switch-row__hint">{MSG.sessions.endOthersHint}</p> : null}
    </section>
  )
}
