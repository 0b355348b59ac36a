import { Form } from '@remix-run/react'
import * as MSG from '~/domain/messages'

export type SessionRow = { id: string; device: string; lastSeen: string; current: boolean }

/**
 * The member's sign-ins on /my/information (issue 14): device, last seen, 이 기기 marked, and
 * 다른 기기에서 로그아웃 as a plain form (no JavaScript needed; the toast after says how many).
 */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((s) => !s.current).length
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
            <span className="switch-row__hint">{MSG.sessions.lastSeen(session.lastSeen)}</span>
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="switch-row__hint">{MSG.sessions.onlyThis}</p> : null}
      <Form method="post" action="/my/information/sessions">
        <button type="submit" name="intent" value="end-others" className="list-link">
          {MSG.sessions.endOthers}
        </button>
      </Form>
    </section>
  )
}
