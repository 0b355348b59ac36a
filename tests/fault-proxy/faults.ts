/**
 * The faults the proxy can put in front of each backend service, and the board that remembers which
 * one is on. Pure: no I/O, so the control API and the tests share one vocabulary.
 */
export const FAULT_SERVICES = ['v2', 'bff', 'community', 'search', 'review', 'connect'] as const
export type FaultService = (typeof FAULT_SERVICES)[number]

/**
 * - `down`: the connection is reset before any answer (a crashed service or a dead pod).
 * - `slow`: the answer is held past the shop's timeout (an overloaded service).
 * - `500`: an error answer with a JSON body, in English, that must never reach the shopper.
 * - `garbage`: 200 with a body that is not JSON (a half-written answer, a proxy's HTML page).
 * - `shape`: 200 with valid JSON of the wrong shape (a contract change nobody announced).
 */
export const FAULT_MODES = ['healthy', 'down', 'slow', '500', 'garbage', 'shape'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

export const isFaultService = (value: unknown): value is FaultService =>
  typeof value === 'string' && (FAULT_SERVICES as readonly string[]).includes(value)

export const isFaultMode = (value: unknown): value is FaultMode =>
  typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value)

/** The canned answers of the answering faults: status and body as sent on the wire. */
export const CANNED: Record<'500' | 'garbage' | 'shape', { status: number; body: string }> = {
  '500': { status: 500, body: JSON.stringify({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error (fault proxy)' }) },
  garbage: { status: 200, body: '{"unterminated": [1, 2, "fault proxy' },
  shape: { status: 200, body: JSON.stringify({ unexpected: true, note: 'fault proxy' }) },
}

export type FaultSnapshot = {
  modes: Record<FaultService, FaultMode>
  /** Requests the proxy saw, per service, since start: proves a page really asked. */
  hits: Record<FaultService, number>
  /** Held (`slow`) requests the shop hung up on before the answer: its timeout at work. */
  abandoned: Record<FaultService, number>
  /** Held (`slow`) requests still open: neither answered nor hung up on yet. */
  held: Record<FaultService, number>
}

const perService = <T>(value: T) => Object.fromEntries(FAULT_SERVICES.map((service) => [service, value])) as Record<FaultService, T>

export class FaultBoard {
  private modes = perService<FaultMode>('healthy')
  private hits = perService(0)
  private abandoned = perService(0)
  private held = perService(0)

  modeFor(service: FaultService): FaultMode {
    return this.modes[service]
  }

  set(service: FaultService, mode: FaultMode) {
    this.modes[service] = mode
  }

  reset() {
    this.modes = perService<FaultMode>('healthy')
  }

  hit(service: FaultService) {
    this.hits[service] += 1
  }

  abandon(service: FaultService) {
    this.abandoned[service] += 1
  }

  /** +1 when a request starts being held, -1 when it is forwarded or the shop hung up. */
  holding(service: FaultService, by: 1 | -1) {
    this.held[service] += by
  }

  snapshot(): FaultSnapshot {
    return { modes: { ...this.modes }, hits: { ...this.hits }, abandoned: { ...this.abandoned }, held: { ...this.held } }
  }
}

/** `POST /__faults` body: `{ service, mode }`, or `{ service: 'all', mode }` for every service. */
export function parseFaultCommand(body: unknown): { services: FaultService[]; mode: FaultMode } | null {
  if (!body || typeof body !== 'object') return null
  const { service, mode } = body as { service?: unknown; mode?: unknown }
  if (!isFaultMode(mode)) return null
  if (service === 'all') return { services: [...FAULT_SERVICES], mode }
  return isFaultService(service) ? { services: [service], mode } : null
}
