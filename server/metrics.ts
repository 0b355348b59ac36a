/**
 * The operator's metrics on the host's side (decision 062): every answer timed under its Remix
 * route id, and `/metrics` served where shoppers cannot reach it, either on a loopback port of its
 * own (METRICS_PORT, 127.0.0.1 only) or on the shop's port to a scraper holding METRICS_TOKEN.
 * Anyone else asking the shop for `/metrics` gets the shop's ordinary 404 page, as for any
 * unknown address: nothing says it exists. Under the cluster the primary adds its workers'
 * registries up (prom-client's AggregatorRegistry), so one scrape sees the whole node.
 */

import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import http, { type Server } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import type { RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import { AggregatorRegistry } from 'prom-client'
import { errorText, log } from '../app/shared/log'
import { metricsRegistry, observeRequest } from '../app/shared/metrics.server'

export const METRICS_PATH = '/metrics'

type Routes = ServerBuild['routes']

/**
 * Per build: its routes as the router's tree (the patched router keeps its ranking per tree), and
 * the labels of recent paths. A match walks every ranked branch (65 µs for a page, 190 µs for an
 * unknown path on the 99 routes of 2026-11-28); a remembered path costs a lookup.
 */
const perBuild = new WeakMap<Routes, { tree: AgnosticRouteObject[]; labels: LRUCache<string, string> }>()

function labelsOf(routes: Routes) {
  let known = perBuild.get(routes)
  if (!known) {
    known = { tree: routeTree(routes), labels: new LRUCache<string, string>({ max: 5_000 }) }
    perBuild.set(routes, known)
  }
  return known
}

function routeTree(routes: Routes): AgnosticRouteObject[] {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route?.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive, children: childrenOf(route?.id) },
      )
  return childrenOf(undefined)
}

/**
 * A request's route label: the id of the Remix route its path matches (`routes/_shop+/product.detail.$productId`
 * for every product), `static` for the build's files, `unmatched` otherwise. Bounded by the build.
 */
export function routeLabel(routes: Routes, pathname: string): string {
  if (pathname.startsWith('/build/')) return 'static'
  const { tree, labels } = labelsOf(routes)
  const known = labels.get(pathname)
  if (known) return known
  let label = 'unmatched'
  try {
    // A path that cannot be decoded (`/%E0%A4%A`) matches nothing; the router would warn on the console for each.
    decodeURIComponent(pathname)
    label = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? 'unmatched'
  } catch {}
  labels.set(pathname, label)
  return label
}

/** Early in the host: every answer, refusals and kept pages included, counted and timed once finished. */
export function requestMetrics(routes: () => Routes): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    res.once('finish', () =>
      observeRequest(routeLabel(routes(), req.path), req.method, res.statusCode, (performance.now() - started) / 1000),
    )
    next()
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `Authorization: Bearer <token>` names the token, compared in constant time. */
export function holdsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '')
  return Boolean(match?.[1] && timingSafeEqual(digest(match[1]), digest(token)))
}

/** What a scrape reads: the whole node from a worker (its primary sums every worker up), else this process. */
export function nodeMetrics(): Promise<string> {
  return cluster.isWorker ? askPrimary() : metricsRegistry.metrics()
}

/**
 * `/metrics` on the shop's port, only with METRICS_TOKEN as a Bearer token; without a token
 * configured, or without the right one, the request goes on to the app, whose answer is the 404
 * page of any unknown address.
 */
export function metricsOnShopPort(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!token || req.path !== METRICS_PATH || req.method !== 'GET' || !holdsToken(req.headers.authorization, token)) return next()
    nodeMetrics().then(
      (text) => {
        res.setHeader('Content-Type', metricsRegistry.contentType)
        res.setHeader('Cache-Control', 'no-store')
        res.end(text)
      },
      (error: unknown) => next(error),
    )
  }
}

/** METRICS_PORT: `/metrics` on 127.0.0.1 only, nothing else there; for a scraper on the same machine. */
export function serveMetricsOnLoopback(port: number, read: () => Promise<string>): Promise<Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== METRICS_PATH) {
      res.writeHead(404).end()
      return
    }
    read().then(
      (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        log.error('metrics scrape failed', { error: errorText(error) })
        res.writeHead(500).end()
      },
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

type Scrape = { type: 'metrics:scrape'; id: number } | { type: 'metrics:text'; id: number; text?: string; error?: string }

let asked = 0
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>()

/** A worker asks its primary for the node's sum (the shop's port reaches one worker at a time). */
function askPrimary(): Promise<string> {
  if (waiting.size === 0) process.on('message', onAnswer)
  const id = ++asked
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => settle(id, undefined, 'the primary did not answer the scrape within 5 s'), 5_000)
    timer.unref()
    waiting.set(id, { resolve, reject, timer })
    process.send?.({ type: 'metrics:scrape', id } satisfies Scrape)
  })
}

function settle(id: number, text: string | undefined, error?: string) {
  const pending = waiting.get(id)
  if (!pending) return
  waiting.delete(id)
  clearTimeout(pending.timer)
  if (waiting.size === 0) process.off('message', onAnswer)
  if (error !== undefined || text === undefined) pending.reject(new Error(error ?? 'no metrics'))
  else pending.resolve(text)
}

function onAnswer(message: Scrape) {
  if (message?.type === 'metrics:text') settle(message.id, message.text, message.error)
}

/**
 * The primary's side: METRICS_PORT on loopback, and the workers' scrapes on the shop's port, both
 * answered with the sum of every worker's registry. Under `remix dev` (one process, no workers) the
 * loopback port serves that process's own registry.
 */
export async function startNodeMetrics(options: { port?: number; clustered: boolean }): Promise<void> {
  const aggregator = options.clustered ? new AggregatorRegistry() : null
  const read = () => (aggregator ? aggregator.clusterMetrics() : metricsRegistry.metrics())
  if (aggregator) {
    cluster.on('message', (worker, message: Scrape) => {
      if (message?.type !== 'metrics:scrape') return
      aggregator.clusterMetrics().then(
        (text) => worker.isConnected() && worker.send({ type: 'metrics:text', id: message.id, text } satisfies Scrape),
        (error: unknown) =>
          worker.isConnected() && worker.send({ type: 'metrics:text', id: message.id, error: errorText(error) } satisfies Scrape),
      )
    })
  }
  if (options.port) {
    await serveMetricsOnLoopback(options.port, read)
    log.info(`metrics on http://127.0.0.1:${options.port}${METRICS_PATH} (METRICS_PORT, this machine only)`)
  }
}
