import type { RequestHandler } from 'express'
import { codeForStatus, isErrorCode, sendError } from './errors'

const MAX_DELAY_MS = 60_000

/**
 * Test hook, only mounted with `allowFaults`: the header `x-test-fault` makes a request
 * `slow:<ms>` (then answered normally), fail with `status:<code>[:<ERROR_CODE>]`, or
 * answer 200 with `garbage` that claims to be JSON but is not.
 */
export const faultInjection: RequestHandler = (req, res, next) => {
  const fault = req.get('x-test-fault')?.trim()
  if (!fault) return next()
  const [kind, value, code] = fault.split(':')
  if (kind === 'slow') {
    const ms = Math.min(Math.max(Number(value) || 0, 0), MAX_DELAY_MS)
    const timer = setTimeout(next, ms)
    res.on('close', () => clearTimeout(timer))
    return
  }
  if (kind === 'status') {
    const status = Number(value)
    if (Number.isInteger(status) && status >= 400 && status <= 599) {
      return sendError(res, status, isErrorCode(code) ? code : codeForStatus(status))
    }
  }
  if (kind === 'garbage') {
    res.status(200).type('application/json; charset=utf-8').send('{"ok": tru<html>')
    return
  }
  sendError(res, 400, 'BAD_REQUEST', `알 수 없는 x-test-fault 값이에요: ${fault}`)
}
