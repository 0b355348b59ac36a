import { Link } from '@remix-run/react'
import { MSG } from '~/domain/messages'
import { BackIcon } from './icons'

/** A page header: 뒤로가기 and the page title. */
export function PageHeader({ title, backTo, titleIsHeading = true }: { title: string; backTo: string; titleIsHeading?: boolean }) {
  // A page has one h1: where the page's own content carries it (a product's name), the bar's
  // title is plain text.
  const Title = titleIsHeading ? 'h1' : 'p'
  return (
    <header className="page-header">
      <Link to={backTo} className="icon-button" aria-label={MSG.screen.back}>
        <BackIcon />
      </Link>
      <Title className="page-header__title">{title}</Title>
      <span className="page-header__spacer" aria-hidden="true" />
    </header>
  )
}
