import { expect, test } from 'vitest'
import { LOGOUT_STEPS, logoutEndpointBranch, runLogoutSteps, storedKeysToClear } from './logout'

test('[R4.2] the page runs the logout steps in the order of spec §4, each after the one before has finished', async () => {
  const done: string[] = []
  // Earlier steps take longer: run side by side, they would finish in the reverse order.
  const later = (name: string, ms: number) => () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        done.push(name)
        resolve()
      }, ms),
    )
  const steps = Object.fromEntries(LOGOUT_STEPS.map((step, i) => [step, later(step, 2 * (LOGOUT_STEPS.length - i))])) as Record<
    (typeof LOGOUT_STEPS)[number],
    () => Promise<void>
  >
  await runLogoutSteps(steps, () => undefined)
  expect(done).toEqual([
    'endServerSession',
    'shutDownChat',
    'logoutOrRefresh',
    'signOutEvents',
    'clearUserId',
    'refetchExperiments',
    'clearStoredValues',
    'nativeSocialLogout',
    'navigate',
  ])
})

test('[R4.2] [R8.11] a failing step is reported and the rest still run', async () => {
  const done: string[] = []
  const failed: string[] = []
  const steps = Object.fromEntries(
    LOGOUT_STEPS.map((step) => [
      step,
      () => {
        if (step === 'logoutOrRefresh') throw new Error('logout failed')
        done.push(step)
      },
    ]),
  ) as Record<(typeof LOGOUT_STEPS)[number], () => void>
  await runLogoutSteps(steps, (step) => failed.push(step))
  expect(failed).toEqual(['logoutOrRefresh'])
  expect(done).toContain('navigate')
  expect(done).toHaveLength(LOGOUT_STEPS.length - 1)
})

test('[R4.2] [R4.3] an access token within 5 minutes of its expiry is only refreshed, a good one logged out', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  expect(logoutEndpointBranch('2026-11-24T12:05:01Z', now)).toBe('logout')
  expect(logoutEndpointBranch('2026-11-24T12:05:00Z', now)).toBe('refresh')
  expect(logoutEndpointBranch('2026-11-24T11:00:00Z', now)).toBe('refresh')
  expect(logoutEndpointBranch(null, now)).toBe('refresh')
})

test("[R4.1] logout clears every petshop. value of the bridge and the developer tool but its 30-day account history (and the analytics' own record, which they clear)", () => {
  expect(
    storedKeysToClear([
      'petshop.adid',
      'petshop.userId',
      'petshop.devtool.flags',
      'petshop.devtool.accounts',
      'other',
      'petshop.sentVariants',
      'petshop.analyticsUserId',
    ]),
  ).toEqual(['petshop.adid', 'petshop.userId', 'petshop.devtool.flags', 'petshop.sentVariants'])
})
