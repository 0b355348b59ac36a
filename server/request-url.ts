/**
 * The one reading of a request's target that the host's guards and Remix share: Remix routes on
 * the WHATWG URL built here, so a limit keyed on anything else (the raw path) could be walked past
 * by a spelling the URL parser folds away (`/./`, `/%2e/`, `/x/../`, a backslash).
 */

/**
 * The request's path and query on the shop's public origin. An absolute-form target
 * (`GET http://evil.example/x`) keeps only its path; `//evil.example` stays a path.
 */
export function publicRequestUrl(publicUrl: string, originalUrl: string): URL {
  const origin = new URL(publicUrl).origin
  if (originalUrl.startsWith('/')) return new URL(`${origin}${originalUrl}`)
  try {
    const target = new URL(originalUrl)
    return new URL(`${origin}${target.pathname}${target.search}`)
  } catch {
    return new URL(`${origin}/`)
  }
}
