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
