import { type MouseEvent, useEffect, useRef } from 'react'
import { SDK_SCRIPTS } from '~/domain/third-party'
import { loadScript } from './load-script.client'

type AppleId = { auth: { init: (config: Record<string, unknown>) => void; signIn: () => Promise<unknown> } }

declare global {
  interface Window {
    AppleID?: AppleId
  }
}

/**
 * Apple로 시작하기 when the shop signs in with Apple itself (R2.20): Apple's JS SDK loads once the
 * button is on screen, not with the page, and takes the tap with the transaction the server
 * starts. Until it is in (or without JavaScript, or when it fails) the button posts the form: the
 * redirect flow.
 */
export function AppleButton({ label }: { label: string }) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const button = ref.current
    if (!button) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      void loadScript(SDK_SCRIPTS.apple).catch(() => undefined)
    })
    observer.observe(button)
    return () => observer.disconnect()
  }, [])

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget
    const form = button.form
    const sdk = window.AppleID
    if (!sdk || !form) return
    event.preventDefault()
    const body = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value)
    void fetch('/auth/signin/apple', { method: 'POST', body, headers: { accept: 'application/json' } })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`apple sign-in: ${answer.status}`)
        const { init } = (await answer.json()) as { init: Record<string, unknown> }
        sdk.auth.init(init)
        await sdk.auth.signIn()
      })
      // The SDK could not take it: the redirect flow can (a tap is not lost).
      .catch(() => form.requestSubmit(button))
  }

  return (
    <button ref={ref} type="submit" name="provider" value="apple" className="social-button social-button--apple" onClick={onClick}>
      {label}
    </button>
  )
}
