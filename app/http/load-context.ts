/**
 * The one load context of the shop: what the host (server/app.ts, `getLoadContext`) makes once
 * per request, and what the host's micro-cache key (app/session/shared-page.server.ts), the action
 * and every loader of that request are handed, the same object each time (decision 021: the
 * request's once-only work is keyed on it). Declared here as Remix's own `AppLoadContext`, so the
 * host, `entry.server.tsx` and the routes' `context` all name one type.
 */
import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** This answer's CSP nonce, put on every script React and Remix write. */
    cspNonce: string
    /** Adds a cookie decided mid-request (a new device, a renewed session) to whatever response goes out. */
    appendSetCookie: (value: string) => void
    /**
     * The shopper's address as express computed it from the host's proxy setting (`req.ip`); the
     * shop takes it as given and does not read X-Forwarded-For itself. V2 gets it as X-Client-Ip.
     */
    clientIp?: string
    /**
     * The request's id as the host chose it (server/request-id.ts, decision 062): sent to every
     * backend call as X-Request-Id and tagged on error reports. Absent in tests that make a context by hand.
     */
    requestId?: string
  }
}
