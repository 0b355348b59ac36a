/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

import '@remix-run/node'

declare module '@remix-run/node' {
  /** What server.ts hands every loader and action (see getLoadContext there). */
  interface AppLoadContext {
    cspNonce: string
    appendSetCookie: (value: string) => void
  }
}
