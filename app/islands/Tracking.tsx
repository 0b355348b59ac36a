import { useEffect, useRef } from 'react'
import { type CommerceEvent, pageEventKey } from '~/domain/tracking'
import { tell } from './ShellTracking'
import { useShellData } from './use-shell-data'

/**
 * A page's own event (a product seen, a search, the checkout): sent once per page seen, not again
 * for a change of sort or filter on it (domain/tracking pageEventKey), after what the shell's
 * tracking saw of the same page (ShellTracking.tsx). Renders nothing.
 */
export function PageEvent({ event }: { event: CommerceEvent }) {
  const root = useShellData()
  const latest = useRef({ event, root })
  latest.current = { event, root }
  const key = pageEventKey(event)
  useEffect(() => {
    const { event: current, root: data } = latest.current
    if (key) tell((tracking) => tracking.pageEvent(current, data?.isNativeApp ?? false, data?.thirdParty ?? {}))
  }, [key])
  return null
}
