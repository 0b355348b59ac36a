/**
 * True when going back stays in the shop: an earlier entry of this app's history (the router
 * numbers them), or a page of the shop that linked here. A fresh tab or an outside link has none.
 */
export function canGoBackInShop(state: unknown, referrer: string, origin: string, historyLength: number): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx
  if (typeof idx === 'number' && idx > 0) return true
  return historyLength > 1 && referrer.startsWith(`${origin}/`)
}
