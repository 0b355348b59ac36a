declare global {
  interface Window {
    /** The shell → page half of the bridge (docs/native-bridge.md). */
    petshopBridge?: { receive: (message: string) => void; waiting?: unknown[] }
  }
}

/**
 * Inside the apps, from the moment the page is interactive: `window.petshopBridge.receive` takes
 * the shell's messages even before the bridge's own code (NativeBridge.tsx, loaded when needed)
 * is in, and keeps them, in order, for it to answer.
 */
export function openBridgeInbox(): void {
  if (window.petshopBridge) return
  const waiting: unknown[] = []
  window.petshopBridge = { receive: (message) => void waiting.push(message), waiting }
}

/** The messages kept until now, handed over once; later ones go to `receive`. */
export function takeBridgeInbox(receive: (message: unknown) => void): void {
  const waiting = window.petshopBridge?.waiting ?? []
  window.petshopBridge = { receive }
  for (const message of waiting) receive(message)
}
