/**
 * The page → shell half of the native bridge (docs/native-bridge.md): a JSON message
 * `{ type, bridgeId, data }` to whichever transport the shell injected. Without a shell (a
 * mobile browser) messages go nowhere, which is right: there is no app to tell.
 */
type Transport = { postMessage: (message: string) => void }

declare global {
  interface Window {
    PetshopAndroid?: Transport
    webkit?: { messageHandlers?: { petshop?: Transport } }
  }
}

let counter = 0

export function postToNative(type: string, data: Record<string, unknown> = {}): boolean {
  const transport = window.PetshopAndroid ?? window.webkit?.messageHandlers?.petshop
  if (!transport) return false
  counter += 1
  transport.postMessage(JSON.stringify({ type, bridgeId: `${type}-${Date.now()}-${counter}`, data }))
  return true
}

/** The reply to a shell message, on the same transport (spec: `{ bridgeId, data, error }`). */
export function replyToNative(message: { bridgeId: string; data: Record<string, unknown> | null; error: string | null }): boolean {
  const transport = window.PetshopAndroid ?? window.webkit?.messageHandlers?.petshop
  if (!transport) return false
  transport.postMessage(JSON.stringify(message))
  return true
}

type NativeAnswer = { data: Record<string, unknown> | null; error: string | null }
const pending = new Map<string, (answer: NativeAnswer | null) => void>()

/**
 * A message the shell answers (docs/native-bridge.md): resolves with its `{ data, error }`, or
 * null without a shell or when no answer comes in time (an older shell that does not know it).
 */
export function requestFromNative(type: string, data: Record<string, unknown> = {}, timeoutMs = 1500): Promise<NativeAnswer | null> {
  const transport = window.PetshopAndroid ?? window.webkit?.messageHandlers?.petshop
  if (!transport) return Promise.resolve(null)
  counter += 1
  const bridgeId = `${type}-${Date.now()}-${counter}`
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(bridgeId)
      resolve(null)
    }, timeoutMs)
    pending.set(bridgeId, (answer) => {
      clearTimeout(timer)
      pending.delete(bridgeId)
      resolve(answer)
    })
    transport.postMessage(JSON.stringify({ type, bridgeId, data }))
  })
}

/** The shell's answer to one of the page's requests (no `type`, a known `bridgeId`); true when it was one. */
export function settleNativeAnswer(value: unknown): boolean {
  if (!value || typeof value !== 'object' || 'type' in value) return false
  const { bridgeId, data, error } = value as Record<string, unknown>
  const settle = typeof bridgeId === 'string' ? pending.get(bridgeId) : undefined
  if (!settle) return false
  settle({
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : null,
    error: typeof error === 'string' ? error : null,
  })
  return true
}
