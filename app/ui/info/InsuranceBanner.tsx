import { Link } from '@remix-run/react'
import * as INFO_MSG from '~/domain/messages.info'

const M = INFO_MSG.event.insuranceBanner

/** The `insuranceBanner` experiment's invitation to the insurance quote (decision 015). */
export function InsuranceBanner() {
  return (
    <aside className="insurance-banner" aria-label={M.label}>
      <p className="insurance-banner__title">{M.title}</p>
      <p className="insurance-banner__body">{M.body}</p>
      <Link to="/insurance#quote" className="button button--primary button--small">
        {M.action}
      </Link>
    </aside>
  )
}
