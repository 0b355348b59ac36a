/**
 * The host's micro-cache of guests' shareable pages (decision 038). A page the
 * app rendered for a guest and marked `guest-shareable` is kept a few seconds under the key the
 * app gives (app/session/shared-page.server.ts: the path, the experiment assignment, the dog/cat
 * choice, the other cookies that change a page) and served again to a guest with the same key
 * without running Remix. What goes in is only what could have gone to anyone: a 200 HTML answer
 * with a `public` Cache-Control and no cookie; what comes out carries the new answer's own CSP
 * nonce in place of the one it was rendered with, so no two shoppers ever share a nonce.
 */

import type { RequestHandler } from 'express'

export type CachedPage = {
  status: number
  /** Remix's headers of the answer (no Set-Cookie: such an answer is never kept). */
  headers: [string, string][]
  /** The page cut where its nonce was, to be joined with each answer's own (no search per answer). */
  parts: string[]
  expires: number
  bytes: number
}

export type MicroCacheOptions = { ttlMs: number; maxEntries?: number; maxBytes?: number; now?: () => number }

/** Whether an answer may be kept for other guests: nothing personal, nothing that sets a cookie. */
export function isShareableAnswer(status: number, headers: Headers, cookiesSet: boolean): boolean {
  if (status !== 200 || cookiesSet || headers.has('set-cookie')) return false
  if (!/^text\/html/i.test(headers.get('content-type') ?? '')) return false
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  return /(^|,)\s*public\s*(,|$)/.test(cacheControl) && !/no-store|private|no-cache/.test(cacheControl)
}

/** The page cut at every occurrence of the nonce it was rendered with. */
export function cutAtNonce(body: string, nonce: string): string[] {
  return nonce ? body.split(nonce) : [body]
}

/** A kept page with this answer's nonce wherever the rendering's was. */
export function withNonce(page: Pick<CachedPage, 'parts'>, nonce: string): string {
  return page.parts.join(nonce)
}

export class MicroCache {
  private readonly entries = new Map<string, CachedPage>()
  private bytes = 0
  private readonly ttlMs: number
  private readonly maxEntries: number
  private readonly maxBytes: number
  private readonly now: () => number

  constructor({ ttlMs, maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now }: MicroCacheOptions) {
    this.ttlMs = ttlMs
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.now = now
  }

  get enabled(): boolean {
    return this.ttlMs > 0
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): CachedPage | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expires <= this.now()) {
      this.delete(key)
      return null
    }
    // Most recently used last: the first entry is the one to evict.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, page: { status: number; headers: [string, string][]; body: string; nonce: string }): void {
    if (!this.enabled) return
    const bytes = Buffer.byteLength(page.body) + key.length
    if (bytes > this.maxBytes) return
    this.delete(key)
    this.entries.set(key, {
      status: page.status,
      headers: page.headers,
      parts: cutAtNonce(page.body, page.nonce),
      expires: this.now() + this.ttlMs,
      bytes,
    })
    this.bytes += bytes
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}

/**
 * A write that may change what guests see empties the cache at once in this process (other
 * processes within the TTL): every form's POST and the test doors. The JSON APIs under `/api/`
 * (the visit beacon of every page view, sign-in by the apps) change no page a guest is shown.
 */
export function emptiesCache(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false
  return !path.startsWith('/api/')
}

/** Mounted before the test doors and the app: a write that may change a page empties the cache once answered. */
export function emptyOnWrites(cache: MicroCache): RequestHandler {
  return (req, res, next) => {
    if (cache.enabled && emptiesCache(req.method, req.path)) res.on('finish', () => cache.clear())
    next()
  }
}
