/**
 * What the host asks of the app's server build besides Remix's own exports: one function,
 * `sharedPageKey` (app/entry.server.tsx, decision 038). The host checks it is there instead of
 * casting the build's entry module; a build without it shares no page.
 */
import type { AppLoadContext } from '@remix-run/node'

export type HostHooks = {
  /**
   * The micro-cache key of a guest's shareable page, or null. Given the load context Remix then
   * gets for the same request, so the app's once-per-request start is made once (decision 021).
   */
  sharedPageKey: (request: Request, context: AppLoadContext) => Promise<string | null>
}

const NONE: HostHooks = { sharedPageKey: async () => null }

/** The hooks of the build's entry module (`build.entry.module`). */
export function hostHooks(module: unknown): HostHooks {
  const sharedPageKey = (module as Record<string, unknown> | null)?.sharedPageKey
  return typeof sharedPageKey === 'function' ? { sharedPageKey: sharedPageKey as HostHooks['sharedPageKey'] } : NONE
}
