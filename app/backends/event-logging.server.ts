import { z } from 'zod'
import { logBackendError } from '~/backends/log.server'
import { log } from '~/shared/log'
import type { RequestContext } from './context'
import { BackendError } from './error'
import { callBackend } from './http.server'

/**
 * Spec §7 POST /event/logging {data, mobile_device_id, name, session}. Nothing is sent without a
 * session or an event name; an answer other than status ok is a logging error and is reported.
 * Never throws: analytics must not break a page or an action.
 */
export async function logEvent(ctx: RequestContext, name: string, data: Record<string, unknown> = {}): Promise<boolean> {
  if (!ctx.session || !name) return false
  try {
    const answer = await callBackend({
      service: 'v2',
      method: 'POST',
      path: '/event/logging',
      schema: z.object({ status: z.string() }).passthrough(),
      // `data` keeps its own keys: it is the event's payload, not part of the V2 envelope.
      body: { data, mobile_device_id: ctx.deviceId, name, session: ctx.session },
      headers: { authorization: ctx.session },
      signal: ctx.signal,
      requestId: ctx.requestId,
    })
    if (answer.status === 'ok') return true
    log.error('event logging failed', { event: name, status: answer.status })
  } catch (error) {
    if (error instanceof BackendError) logBackendError(error)
    log.error('event logging failed', { event: name })
  }
  return false
}
