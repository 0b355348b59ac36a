import { useState } from 'react'
import { ClientOnly } from 'remix-utils/client-only'

type Props = { text: string; label: string; copied: string; failed: string }

/**
 * Copies `text` to the clipboard and says so. Without JavaScript there is nothing to copy with, so
 * the button is not drawn: the text itself stays on the page to select.
 */
export function CopyButton(props: Props) {
  return <ClientOnly fallback={null}>{() => <Copy {...props} />}</ClientOnly>
}

function Copy({ text, label, copied, failed }: Props) {
  const [status, setStatus] = useState<string | null>(null)
  const copy = () => {
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))
    written.then(
      () => setStatus(copied),
      () => setStatus(failed),
    )
  }
  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={copy}>
        {label}
      </button>
      <span className="field__hint" role="status">
        {status}
      </span>
    </>
  )
}
