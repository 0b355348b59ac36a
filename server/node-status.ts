/**
 * What this node alone needs in order to serve (decision 061), as its workers know it: is its
 * embedded backend up, is the worker pool started, how many workers listen. The primary owns the
 * facts (it supervises the backend and forks the workers) and tells every worker each change, and
 * each new worker once it listens; under `remix dev` (one process, no cluster) they are set in place.
 */
import cluster, { type Worker } from 'node:cluster'
import type { BackendState } from './backend-supervisor'

export type NodeStatus = {
  /** `none`: no embedded backend on this node (real services, or a separate backend process). */
  backend: BackendState | 'none'
  /** The first workers are not all listening yet. */
  starting: boolean
  /** Workers listening, and how many the node runs. */
  listening: number
  wanted: number
}

export type NodeStatusMessage = { type: 'node-status'; status: NodeStatus }

/** Until told otherwise: a worker is only forked once the backend answers, and it listens itself. */
let current: NodeStatus = { backend: 'none', starting: false, listening: 1, wanted: 1 }

export const nodeStatus = (): NodeStatus => current

export function setNodeStatus(change: Partial<NodeStatus>): void {
  current = { ...current, ...change }
}

/** In a worker: take the primary's word for it. */
export function followPrimary(): void {
  if (!cluster.isWorker) return
  process.on('message', (message: NodeStatusMessage) => {
    if (message?.type === 'node-status') current = message.status
  })
}

/** Only the starting state is known before it has a worker; the rest it learns from the cluster. */
export function tellWorkers(initial: { backend: NodeStatus['backend']; wanted: number }) {
  let status: NodeStatus = { ...initial, starting: true, listening: 0 }
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead())
  const listened = new WeakSet<Worker>()
  const send = (worker: Worker) => {
    if (worker.isConnected()) worker.send({ type: 'node-status', status } satisfies NodeStatusMessage)
  }
  const update = (change: Partial<NodeStatus>) => {
    status = { ...status, ...change, listening: alive().filter((worker) => listened.has(worker)).length }
    for (const worker of alive()) if (listened.has(worker)) send(worker)
  }
  cluster.on('listening', (worker) => {
    listened.add(worker)
    update({})
  })
  cluster.on('exit', () => update({}))
  return {
    backend: (backend: NodeStatus['backend']) => update({ backend }),
    started: () => update({ starting: false }),
  }
}
