import { isTokenExpired } from './session'

/**
 * Spec §4's logout, step by step and in this order (R4.2). With JavaScript the page runs them
 * (islands/logout.client.ts), calling the server for its steps; without it POST /logout runs the
 * server's steps in the same order (session/logout.server.ts).
 */
export const LOGOUT_STEPS = [
  'endServerSession',
  'shutDownChat',
  'logoutOrRefresh',
  'signOutEvents',
  'clearUserId',
  'refetchExperiments',
  'clearStoredValues',
  'nativeSocialLogout',
  'navigate',
] as const
export type LogoutStep = (typeof LOGOUT_STEPS)[number]

/** The steps with a server part, each at POST /logout/{path}, in the order above. */
export const SERVER_LOGOUT_STEPS = {
  endServerSession: 'session',
  logoutOrRefresh: 'endpoint',
  signOutEvents: 'events',
  clearUserId: 'user',
  refetchExperiments: 'experiments',
  clearStoredValues: 'stored',
} as const satisfies Partial<Record<LogoutStep, string>>
export type ServerLogoutPath = (typeof SERVER_LOGOUT_STEPS)[keyof typeof SERVER_LOGOUT_STEPS]
// Pure: unused, the steps stay out of a browser bundle.
export const SERVER_LOGOUT_PATHS = /* @__PURE__ */ Object.values(SERVER_LOGOUT_STEPS) as ServerLogoutPath[]

export function parseServerLogoutPath(value: unknown): ServerLogoutPath | null {
  return SERVER_LOGOUT_PATHS.find((path) => path === value) ?? null
}

/**
 * "Call the logout endpoint or only refresh the token" (decision 035): an access token that counts
 * as expired (R4.3) would only be refused by /user/logout, so the refresh token is used instead,
 * which retires it; a good token is logged out.
 */
export function logoutEndpointBranch(tokenExpireDate: string | null | undefined, now: number = Date.now()): 'logout' | 'refresh' {
  return isTokenExpired(tokenExpireDate, now) ? 'refresh' : 'logout'
}

/**
 * Kept on purpose: the developer tool's account history (R6.5 keeps it 30 days), and the analytics'
 * record of the id they were given, which the analytics remove themselves once their adapters are
 * reset (step 5): removed earlier, a reset still waiting would be forgotten (decision 030).
 */
const KEPT = ['petshop.devtool.accounts', 'petshop.analyticsUserId']

/** The browser's stored values to clear: every `petshop.` key (the bridge's and the developer tool's) but those above. */
export function storedKeysToClear(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith('petshop.') && !KEPT.includes(key))
}

/**
 * Runs the steps one after another in spec order. A failing step is reported and the next still
 * runs: the shopper asked to be signed out and must end up signed out (R8.11 logs it).
 */
export async function runLogoutSteps(
  steps: Record<LogoutStep, () => unknown>,
  onError: (step: LogoutStep, error: unknown) => void,
): Promise<void> {
  for (const step of LOGOUT_STEPS) {
    try {
      await steps[step]()
    } catch (error) {
      onError(step, error)
    }
  }
}
