import { CACHE } from '~/domain/constants'

/** Ctrl+Shift+D (⌘+Shift+D on a Mac) opens and closes the developer tool. */
export function isDevToolCombo(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'd'
}

/** Switches the tool keeps in storage: what it shows and how the page behaves for a developer. */
export const DEV_FLAGS = ['showRouteInfo', 'pinOpen'] as const
export type DevFlag = (typeof DEV_FLAGS)[number]
export type DevFlags = Record<DevFlag, boolean>

export function readFlags(raw: string | null): DevFlags {
  let stored: Record<string, unknown> = {}
  try {
    stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
  } catch {
    stored = {}
  }
  return Object.fromEntries(DEV_FLAGS.map((flag) => [flag, stored[flag] === true])) as DevFlags
}

/** Accounts used on this machine for quick switching; entries older than 30 days (§9) drop out. */
export type HistoryEntry = { email: string; usedAt: number }

export function pruneHistory(entries: readonly HistoryEntry[], now: number): HistoryEntry[] {
  return entries.filter((entry) => now - entry.usedAt < CACHE.devToolsHistory)
}

export function rememberAccount(entries: readonly HistoryEntry[], email: string, now: number): HistoryEntry[] {
  return [{ email, usedAt: now }, ...pruneHistory(entries, now).filter((entry) => entry.email !== email)].slice(0, 10)
}

export function readHistory(raw: string | null, now: number): HistoryEntry[] {
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : []
    if (!Array.isArray(parsed)) return []
    const entries = parsed.filter((e): e is HistoryEntry => typeof e?.email === 'string' && typeof e?.usedAt === 'number')
    return pruneHistory(entries, now)
  } catch {
    return []
  }
}
