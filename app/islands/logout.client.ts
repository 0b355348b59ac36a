import { type LogoutStep, runLogoutSteps, SERVER_LOGOUT_STEPS, storedKeysToClear } from '~/domain/logout'
import { logoutDestination } from '~/domain/redirect'
import type { PublicThirdParty } from '~/domain/third-party'
import { analytics } from './analytics/analytics.client'
import { postToNative } from './native-bridge.client'

async function serverStep(path: string): Promise<void> {
  const answer = await fetch(`/logout/${path}`, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (!answer.ok) throw new Error(`logout step ${path}: ${answer.status}`)
}

function clearStorage(storage: Storage | undefined) {
  if (!storage) return
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
  for (const key of storedKeysToClear(keys)) storage.removeItem(key)
}

function storageOf(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[name]
  } catch {
    return undefined
  }
}

/**
 * Spec §4's logout in the page, step by step (decision 035): each step starts when the one before
 * has finished, the server's parts at POST /logout/{step}. Each step is marked in the browser's
 * performance timeline (`petshop:logout:{step}`), which is how its order can be seen from outside.
 */
export async function signOut({ inApp, thirdParty, next }: { inApp: boolean; thirdParty: PublicThirdParty; next: unknown }): Promise<void> {
  const mark = (step: LogoutStep) => performance.mark(`petshop:logout:${step}`)
  const server = (step: keyof typeof SERVER_LOGOUT_STEPS) => () => {
    mark(step)
    return serverStep(SERVER_LOGOUT_STEPS[step])
  }
  await runLogoutSteps(
    {
      endServerSession: server('endServerSession'),
      shutDownChat: async () => {
        mark('shutDownChat')
        const { shutdownChat } = await import('./chat.client')
        shutdownChat(inApp)
      },
      logoutOrRefresh: server('logoutOrRefresh'),
      signOutEvents: async () => {
        await server('signOutEvents')()
        analytics(inApp, thirdParty).track('sign_out')
      },
      clearUserId: async () => {
        mark('clearUserId')
        analytics(inApp, thirdParty).reset()
        // The reset reaches the adapters once their code is in (already, by now): let it, first.
        await new Promise((resolve) => setTimeout(resolve, 0))
        await serverStep(SERVER_LOGOUT_STEPS.clearUserId)
      },
      refetchExperiments: server('refetchExperiments'),
      clearStoredValues: async () => {
        await server('clearStoredValues')()
        clearStorage(storageOf('sessionStorage'))
        clearStorage(storageOf('localStorage'))
      },
      nativeSocialLogout: () => {
        mark('nativeSocialLogout')
        // Without a shell (a mobile browser) these go nowhere: there is no app to sign out of.
        postToNative('KAKAO_LOGOUT')
        postToNative('NAVER_LOGOUT')
      },
      navigate: () => {
        mark('navigate')
        // A new document: nothing of the signed-in page (its data, its islands) stays behind.
        window.location.replace(logoutDestination(next))
      },
    },
    (step, error) => console.error(JSON.stringify({ level: 'error', msg: 'logout failed', step, error: String(error) })),
  )
}
