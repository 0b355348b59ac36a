import type { Response } from 'express'

/** Pages must not be cached, framed or leak their query (state, challenge) to other sites. */
export function sendPage(res: Response, status: number, html: string): void {
  res.status(status)
  res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' })
  // The shop's own CSP wins when it set one (it mounts the stand-ins' routers); on the backend's URL this one applies.
  if (!res.get('Content-Security-Policy')) {
    res.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    )
  }
  if (!res.get('X-Frame-Options')) res.set('X-Frame-Options', 'DENY')
  res.type('html').send(html)
}
