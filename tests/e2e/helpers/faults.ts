import { createHash } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import type { FaultMode, FaultService, FaultSnapshot } from '../../fault-proxy/faults'
import { PORTS } from './ports'

export const FAULT_PROXY = `http://127.0.0.1:${PORTS.faultProxy}`
/** The shop whose every service URL points at the fault proxy (playwright.config.ts). */
export const FAULT_SHOP = `http://127.0.0.1:${PORTS.faultShop}`

/**
 * The fault shop's backend timeout (BACKEND_TIMEOUT_MS in playwright.config.ts) and how long the
 * proxy holds a `slow` answer: past the timeout, so the shop hangs up first. §9's 10 s stays the
 * default and is proved in app/backends/timeouts.server.test.ts; here a held call costs two seconds (enough for a healthy call on a busy CI machine).
 */
export const FAULT_TIMEOUT_MS = 2_000
export const FAULT_SLOW_MS = 5_000

export type Fault = Exclude<FaultMode, 'healthy'>
export const FAULTS: readonly Fault[] = ['down', 'slow', '500', 'garbage', 'shape']

/**
 * The §8 screen each fault must end in: the shop's status (503 unreachable, 504 timed out, 502 a
 * bad answer) and the line under 오류가 발생했어요, word for word as the shopper reads it.
 */
export const SCREEN: Record<Fault, { status: number; message: string }> = {
  down: { status: 503, message: '네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.' },
  slow: { status: 504, message: `${FAULT_TIMEOUT_MS / 1000}초가 지나 요청이 취소되었어요. 잠시 후 다시 시도해 주세요.` },
  '500': { status: 502, message: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' },
  garbage: { status: 502, message: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.' },
  shape: { status: 502, message: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.' },
}

/** What must never reach a page: the proxy's English bodies, Remix's English fallback screens. */
export const NEVER_SHOWN = ['fault proxy', 'Internal Server Error', 'Unexpected Server Error', 'Application Error']

export async function setFault(request: APIRequestContext, service: FaultService | 'all', mode: FaultMode): Promise<FaultSnapshot> {
  const answer = await request.post(`${FAULT_PROXY}/__faults`, { data: { service, mode } })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as FaultSnapshot
}

export async function faultBoard(request: APIRequestContext): Promise<FaultSnapshot> {
  return (await (await request.get(`${FAULT_PROXY}/__faults`)).json()) as FaultSnapshot
}

/**
 * A device id of its own per case, so no case inherits another's cached experiments or bar, with
 * the community experiment on: the embedded BFF's bucketing (backend/bff/experiments.ts), redone
 * here because the e2e tests talk to the backend only over HTTP.
 */
export function deviceWithCommunity(seed: string): string {
  for (let i = 0; ; i++) {
    const id = `${seed}-${i}`
    if (createHash('sha256').update(`communityVisible:${id}`).digest().readUInt32BE(0) % 100 < 90) return id
  }
}

export { deviceCookie } from './device'

export const countOf = (html: string, needle: string) => html.split(needle).length - 1
