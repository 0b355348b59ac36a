import { Link, useNavigate } from '@remix-run/react'
import type { MouseEvent, ReactNode } from 'react'
import * as MSG from '~/domain/messages'
import { BackIcon } from './icons'

type Props = {
  title: string
  /** Where ‹ leads without JavaScript (and with it when there is no page of ours to go back to). */
  backTo: string
  titleIsHeading?: boolean
  /** ‹ goes back in the history (decision 027) when the previous entry is a page of this shop. */
  historyBack?: boolean
  /** The right-hand side (a cart link); a spacer keeps the title centred without it. */
  end?: ReactNode
}

/** The router's index of this history entry: above 0, the entry before it is one of our pages. */
function previousIsOurs(): boolean {
  const state = window.history.state as { idx?: unknown } | null
  return typeof state?.idx === 'number' && state.idx > 0
}

/** A page header: 뒤로가기 and the page title. */
export function PageHeader({ title, backTo, titleIsHeading = true, historyBack = false, end }: Props) {
  const navigate = useNavigate()
  // A page has one h1: where the page's own content carries it (a product's name), the bar's
  // title is plain text.
  const Title = titleIsHeading ? 'h1' : 'p'
  const onBack = historyBack
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || !previousIsOurs()) return
        event.preventDefault()
        navigate(-1)
      }
    : undefined
  return (
    <header className="page-header">
      <Link to={backTo} className="icon-button" aria-label={MSG.screen.back} onClick={onBack}>
        <BackIcon />
      </Link>
      <Title className="page-header__title">{title}</Title>
      {end ?? <span className="page-header__spacer" aria-hidden="true" />}
    </header>
  )
}
