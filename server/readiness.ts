/**
 * `/readyz` (decision 061): may a balancer send shoppers to this node? `/healthz` stays liveness
 * (the process answers). Readiness fails only on what is this node's alone: its embedded backend
 * away (being started again), no worker listening, the pool still starting. What every node shares
 * (the platform's services, Redis) is reported but never fails it: with a platform outage every
 * node would be taken out at once and shoppers would get the balancer's error instead of the
 * shop's §8 screens (docs/deploy.md). The body names checks only: no URL, no credential.
 */
import type { RequestHandler } from 'express'
import { SERVICE_ENV, SERVICES, type ServiceName } from '../app/config.server'
import { sharedState } from '../app/shared/redis.server'
import type { Env } from './env'
import { type NodeStatus, nodeStatus } from './node-status'

export type Dependency = 'answering' | 'not answering' | 'not used' | 'embedded'

export type Readiness = {
  ready: boolean
  /** The names of the checks that fail, in `checks`' order. */
  failing: string[]
  checks: { backend: NodeStatus['backend']; pool: 'starting' | 'started'; workers: string }
  /** Reported, never failing readiness. */
  shared: { redis: Dependency; services: Partial<Record<ServiceName, Dependency>> }
}

/** The rule, from the node's status and what was seen of the shared dependencies. */
export function readiness(status: NodeStatus, shared: Readiness['shared']): Readiness {
  const failing: string[] = []
  if (status.backend === 'restarting') failing.push('backend')
  if (status.starting) failing.push('pool')
  if (status.listening < 1) failing.push('workers')
  return {
    ready: failing.length === 0,
    failing,
    checks: {
      backend: status.backend,
      pool: status.starting ? 'starting' : 'started',
      workers: `${status.listening}/${status.wanted} listening`,
    },
    shared,
  }
}

/** A shared service answers when it gives any HTTP answer within half a second. */
async function answers(url: string): Promise<Dependency> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(500) }).then((answer) => answer.body?.cancel())
    return 'answering'
  } catch {
    return 'not answering'
  }
}

async function sharedDependencies(env: Env): Promise<Readiness['shared']> {
  const redis = sharedState()
  const services: Readiness['shared']['services'] = {}
  const embedded = env.EMBEDDED_BACKEND_URL
  await Promise.all(
    SERVICES.map(async (service) => {
      const url = env[SERVICE_ENV[service]]
      if (!url) return
      services[service] = embedded && url.startsWith(embedded) ? 'embedded' : await answers(url)
    }),
  )
  return { redis: redis ? (redis.ready() ? 'answering' : 'not answering') : 'not used', services }
}

/** A balancer probing often costs one look a second per worker. */
const CACHE_MS = 1_000

export function readyz(env: Env, { now = Date.now, status = nodeStatus } = {}): RequestHandler {
  let cached: { at: number; answer: Promise<Readiness> } | undefined
  return (_req, res, next) => {
    if (!cached || now() - cached.at >= CACHE_MS) {
      cached = { at: now(), answer: sharedDependencies(env).then((shared) => readiness(status(), shared)) }
    }
    cached.answer.then((answer) => {
      res
        .status(answer.ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json(answer)
    }, next)
  }
}
