import { Form } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import { useShellData } from '~/islands/use-shell-data'

export type SessionRow = { id: string; device: string; signedIn: string; lastSeen: string; current: boolean }

/**
 * The member's sign-ins on /my/information: one row per pair of tokens (decision 041: an app and
 * its web view are two rows, and so is a pair minted with the app's token), with device, sign-in
 * and last seen, 이 기기 marked. 다른 기기에서 로그아웃 is a real button of a plain form (no
 * JavaScript needed; the toast after says how many), shown only when there are other devices
 * (decision 049).
 */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((s) => !s.current).length
  const inApp = useShellData()?.isNativeApp ?? false
  return (
    <section className="my__section session-list" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{MSG.sessions.title}</h2>
      <p className="switch-row__hint">{MSG.sessions.lead}</p>
      <ul className="session-list__rows" aria-label={MSG.sessions.title}>
        {sessions.map((session) => (
          <li key={session.id} className="session-list__row">
            <span className="session-list__device">
              {session.device}
              {session.current ? <strong className="session-list__this">{MSG.sessions.thisDevice}</strong> : null}
            </span>
            <span className="session-list__times">
              <span>{MSG.sessions.signedInAt(session.signedIn)}</span>
              <span>{MSG.sessions.lastSeen(session.lastSeen)}</span>
            </span>
          </li>
        ))}
      </ul>
      {others === 0 ? (
        <p className="switch-row__hint">{MSG.sessions.onlyThis}</p>
      ) : (
        <Form method="post" action="/my/information/sessions" className="session-list__end">
          <button type="submit" name="intent" value="end-others" className="button button--secondary">
            {MSG.sessions.endOthers}
          </button>
          {/* Decision 041: only the pair of this page stays, the app's own sign-in included in what ends. */}
          {inApp ? <p className="switch-row__hint">{MSG.sessions.endOthersHint}</p> : null}
        </Form>
      )}
    </section>
  )
}
