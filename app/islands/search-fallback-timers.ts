import { SEARCH } from '~/domain/constants'

/**
 * Spec §2 search fallback, the timing of one navigation: `show` once it has run 800 ms, `clear`
 * once it has run 10 s. The navigation's completion (or the next navigation) calls the returned
 * cancel, after which neither fires.
 */
export function scheduleSearchFallback(show: () => void, clear: () => void): () => void {
  const showTimer = setTimeout(show, SEARCH.fallbackDelayMs)
  const clearTimer = setTimeout(clear, SEARCH.fallbackClearMs)
  return () => {
    clearTimeout(showTimer)
    clearTimeout(clearTimer)
  }
}
