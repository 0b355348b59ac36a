import { useEffect } from 'react'
import { onPageHide, onPageShow } from './page-lifecycle'

/** Wires spec §4's page hide and bfcache rules (page-lifecycle.ts) to the window. */
export function PageLifecycle() {
  useEffect(() => {
    const hide = () => onPageHide(document.body)
    const show = (event: PageTransitionEvent) => onPageShow(event, document.body, () => window.location.reload())
    window.addEventListener('pagehide', hide)
    window.addEventListener('pageshow', show)
    return () => {
      window.removeEventListener('pagehide', hide)
      window.removeEventListener('pageshow', show)
    }
  }, [])
  return null
}
