import { Link } from '@remix-run/react'
import { type ReactNode, useId } from 'react'

export type AlertAction = {
  label: string
  /** A link works without JavaScript; onClick takes over when it runs. */
  href?: string
  onClick?: () => void
  /** A POST form button, for actions that change state (e.g. logging out). */
  formAction?: string
  /** Hidden fields of that form. */
  formFields?: Record<string, string>
  primary?: boolean
}

type Props = { title?: string; message: ReactNode; actions: AlertAction[]; version?: 1 | 2; icon?: ReactNode }

/**
 * Spec §2 alert and alert v2: a modal message with one or two actions. v1 is the classic centred
 * box with side-by-side buttons; v2 adds an icon and stacks full-width buttons.
 */
export function Alert({ title, message, actions, version = 1, icon }: Props) {
  const titleId = useId()
  const messageId = useId()
  return (
    <div className="overlay" data-overlay="alert">
      <div
        className={version === 2 ? 'alert alert--v2' : 'alert'}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={messageId}
      >
        {version === 2 && icon ? <div className="alert__icon">{icon}</div> : null}
        {title ? (
          <h2 id={titleId} className="alert__title">
            {title}
          </h2>
        ) : null}
        <div id={messageId} className="alert__message">
          {message}
        </div>
        <div className="alert__actions">
          {actions.map((action) => (
            <AlertButton key={action.label} action={action} />
          ))}
        </div>
      </div>
    </div>
  )
}

function AlertButton({ action }: { action: AlertAction }) {
  const className = action.primary ? 'button button--primary' : 'button'
  if (action.formAction) {
    return (
      <form method="post" action={action.formAction}>
        {Object.entries(action.formFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={className}>
          {action.label}
        </button>
      </form>
    )
  }
  if (action.href) {
    return (
      <Link
        to={action.href}
        className={className}
        reloadDocument
        onClick={
          action.onClick
            ? (event) => {
                event.preventDefault()
                action.onClick?.()
              }
            : undefined
        }
      >
        {action.label}
      </Link>
    )
  }
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {action.label}
    </button>
  )
}
