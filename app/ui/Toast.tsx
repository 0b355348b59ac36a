import { Link } from '@remix-run/react'
import type { Toast as ToastData } from '~/domain/flash'

/**
 * Spec §2 toast wrapper: the server renders a flash toast into the page; CSS fades it out,
 * so it needs no JavaScript. role=status makes screen readers announce it. A toast with an
 * action (장바구니 보기) stays longer and its link can be tapped.
 */
export function ToastWrapper({ toast }: { toast: ToastData | null }) {
  return (
    <div className="toast-wrapper" aria-live="polite">
      {toast ? (
        <p className="toast" role="status" data-tone={toast.tone ?? 'info'} data-action={toast.action ? true : undefined}>
          {toast.action ? (
            <>
              <span>{toast.message}</span>
              <Link to={toast.action.href} className="toast__action">
                {toast.action.label}
              </Link>
            </>
          ) : (
            toast.message
          )}
        </p>
      ) : null}
    </div>
  )
}
