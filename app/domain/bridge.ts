import { NATIVE } from './constants'
import { isVersionAtLeast } from './platform'

/** Messages the shell sends to the page (docs/native-bridge.md). */
export const SHELL_MESSAGES = [
  'UPDATE_ADID',
  'UPDATE_SESSION',
  'APP_VERSION',
  'SYNC_COOKIES_TO_WEBVIEW',
  'EXPERIMENT',
  'OS_VERSION',
  'SESSION',
] as const
export type ShellMessageType = (typeof SHELL_MESSAGES)[number]
export type ShellMessage = { type: ShellMessageType; bridgeId: string; data: Record<string, unknown> }
/** Spec: every reply is JSON `{ bridgeId, data, error }`. */
export type BridgeReply = { bridgeId: string; data: Record<string, unknown> | null; error: string | null }

/** What the shell handed over: its JSON string read, or the value itself; null when unreadable. */
export function readBridgeValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

/** A message from the shell, or null when it is not one this page understands. */
export function parseShellMessage(raw: unknown): ShellMessage | null {
  const value = readBridgeValue(raw)
  if (!value || typeof value !== 'object') return null
  const { type, bridgeId, data } = value as Record<string, unknown>
  if (typeof type !== 'string' || !SHELL_MESSAGES.includes(type as ShellMessageType)) return null
  if (typeof bridgeId !== 'string' || bridgeId.length === 0 || bridgeId.length > 200) return null
  return { type: type as ShellMessageType, bridgeId, data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {} }
}

export function reply(bridgeId: string, data: Record<string, unknown> | null, error: string | null = null): BridgeReply {
  return { bridgeId, data, error }
}

/** Spec §9: the shell's own experiment assignments count only from app 2.8.6. */
export function acceptsNativeExperiment(appVersion: string): boolean {
  return isVersionAtLeast(appVersion, NATIVE.experimentMinVersion)
}

/**
 * Spec §4: when the shell asks for the session and the page knows a user id but has no session,
 * the shopper goes to the login page.
 */
export function sessionAnswer(
  knownUserId: number | null,
  signedInUserId: number | null,
): { goToLogin: boolean; data: Record<string, unknown> } {
  if (signedInUserId !== null) return { goToLogin: false, data: { userId: signedInUserId, signedIn: true } }
  return { goToLogin: knownUserId !== null, data: { userId: null, signedIn: false } }
}
