import { Link } from '@remix-run/react'
import { type ReactNode, useId } from 'react'
import * as MSG from '~/domain/messages'
import { CloseIcon } from './icons'

type Props = {
  title: string
  closeHref: string
  /** A close control of the sheet's own (a form that records the closing, decision 050); the plain link otherwise. */
  close?: ReactNode
  children: ReactNode
}

/** Spec §2 bottom sheet: slides up from the bottom of the column; closing is a plain link. */
export function BottomSheet({ title, closeHref, close, children }: Props) {
  const titleId = useId()
  return (
    <div className="overlay overlay--sheet" data-overlay="bottom-sheet">
      <Link to={closeHref} className="overlay__backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset />
      <section className="bottom-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="bottom-sheet__header">
          <h2 id={titleId}>{title}</h2>
          {close ?? (
            <Link to={closeHref} className="icon-button" aria-label={MSG.screen.close} preventScrollReset>
              <CloseIcon />
            </Link>
          )}
        </header>
        <div className="bottom-sheet__body">{children}</div>
      </section>
    </div>
  )
}
