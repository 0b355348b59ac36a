import { useEffect, useRef } from 'react'
import { type PageEventInput, pageEventKey } from '~/domain/page-event'
import { tell } from './ShellTracking'
import { useShellData } from './use-shell-data'

/**
 * A page's own event (a product seen, a search, the checkout): sent once per page seen, not again
 * for a change of sort or filter on it (domain/page-event pageEventKey), after what the shell's
 * tracking saw of the same page (ShellTracking.tsx). Renders nothing.
 */
export function PageEvent({ event }: { event: PageEventInput }) {
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
