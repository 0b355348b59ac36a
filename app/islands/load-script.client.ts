const loading = new Map<string, Promise<void>>()

/**
 * Adds a third-party script once, when a feature first needs it (spec §2: the Kakao SDK, the
 * chat widget and the analytics SDKs load lazily). It carries the page's CSP nonce; a failed load
 * may be tried again later.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Load failed: ${src}`))
    }
    document.head.appendChild(script)
  })
  loading.set(src, promise)
  return promise
}
