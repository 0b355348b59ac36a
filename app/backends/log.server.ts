import { errorText, log } from '~/shared/log'
import type { BackendError } from './error'

/** A backend failure in the log, once, with what tells services apart; a shopper who left is no failure. */
export function logBackendError(error: BackendError) {
  if (error.clientGone) return
  log.error('backend call failed', {
    service: error.service,
    code: error.code,
    upstreamStatus: error.upstreamStatus,
    cause: errorText(error.cause),
    requestId: error.requestId,
  })
}
