import type { Toast as ToastData } from '~/domain/flash'

/**
 * Spec §2 toast wrapper: the server renders a flash toast into the page; CSS fades it out,
 * so it needs no JavaScript. role=status makes screen readers announce it.
 */
export function ToastWrapper({ toast }: { toast: ToastData | null }) {
  return (
    <div className="toast-wrapper" aria-live="polite">
      {toast ? (
        <p className="toast" role="status" data-tone={toast.tone ?? 'info'}>
          {toast.message}
        </p>
      ) : null}
    </div>
  )
}
