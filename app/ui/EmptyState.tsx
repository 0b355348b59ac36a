import { Link } from '@remix-run/react'

/** A page with nothing to list yet: what is missing and where to go instead. */
export function EmptyState({ message, action, to }: { message: string; action: string; to: string }) {
  return (
    <div className="empty empty--page">
      <p>{message}</p>
      <Link to={to} className="button button--primary">
        {action}
      </Link>
    </div>
  )
}
