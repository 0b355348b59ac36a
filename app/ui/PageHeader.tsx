import { Link } from '@remix-run/react'
import { MSG } from '~/domain/messages'
import { BackIcon } from './icons'

/** A page header: 뒤로가기 and the page title. */
export function PageHeader({ title, backTo }: { title: string; backTo: string }) {
  return (
    <header className="page-header">
      <Link to={backTo} className="icon-button" aria-label={MSG.screen.back}>
        <BackIcon />
      </Link>
      <h1 className="page-header__title">{title}</h1>
      <span className="page-header__spacer" aria-hidden="true" />
    </header>
  )
}
