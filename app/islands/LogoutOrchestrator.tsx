import { useEffect } from 'react'
import type { PublicThirdParty } from '~/domain/third-party'

let running = false

/**
 * With JavaScript, every logout form of the page (my page, the account alerts) runs spec §4's
 * steps in the page instead of one POST /logout (decision 035): the chat widget and the apps'
 * Kakao and Naver sign-out then take their places in the order. Without JavaScript the form posts.
 */
export function LogoutOrchestrator({ inApp, thirdParty }: { inApp: boolean; thirdParty: PublicThirdParty }) {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return
      const action = event.submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? ''
      if (new URL(action, window.location.href).pathname !== '/logout') return
      // Capturing, before Remix's own handler: it sees the default prevented and leaves the form alone.
      event.preventDefault()
      if (running) return
      running = true
      const next = new FormData(form, event.submitter).get('next')
      void import('./logout.client').then(({ signOut }) => signOut({ inApp, thirdParty, next }))
    }
    document.addEventListener('submit', onSubmit, true)
    return () => document.removeEventListener('submit', onSubmit, true)
  }, [inApp, thirdParty])
  return null
}
