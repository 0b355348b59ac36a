import type { RequestHandler } from 'express'
import { codeForStatus, type ErrorCode, sendError } from './errors'

/** One armed fault: the next `remaining` calls to its path answer this error. */
export type ArmedFault = { status: number; code: ErrorCode; message: string | undefined; remaining: number }

/** `/v2/user/x/` and `/user/x` name the same V2 path. */
export function faultPath(path: string): string {
  const withoutPrefix = path.replace(/^\/v2(?=\/)/, '')
  return withoutPrefix.length > 1 ? withoutPrefix.replace(/\/+$/, '') : withoutPrefix
}

/**
 * Test hook behind `POST /v2/test/faults/next` (contract "V2: account settings, push consent and
 * pet edits"): faults armed per V2 path. One instance per backend, so two backends in one
 * process (tests) never see each other's faults. Unlike the `x-test-fault` header, a browser test
 * can arm it for a call the shop makes server side.
 */
export class NextFaults {
  private readonly armed = new Map<string, ArmedFault>()

  /** Arms (or re-arms, replacing what was left) the path's next `times` calls. */
  arm(path: string, fault: { status: number; code?: ErrorCode | undefined; message?: string | undefined; times: number }): void {
    this.armed.set(faultPath(path), {
      status: fault.status,
      code: fault.code ?? codeForStatus(fault.status),
      message: fault.message,
      remaining: fault.times,
    })
  }

  /** Takes one call's fault for the path, if one is armed. */
  take(path: string): ArmedFault | undefined {
    const key = faultPath(path)
    const fault = this.armed.get(key)
    if (!fault) return undefined
    if (fault.remaining <= 1) this.armed.delete(key)
    else this.armed.set(key, { ...fault, remaining: fault.remaining - 1 })
    return fault
  }

  /** Express middleware for the V2 router, placed before its routes. */
  readonly middleware: RequestHandler = (req, res, next) => {
    const fault = this.take(req.path)
    if (!fault) return next()
    sendError(res, fault.status, fault.code, fault.message)
  }
}
