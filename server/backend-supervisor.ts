/**
 * The primary keeps the embedded backend running (decision 061): whenever it exits, for any reason
 * but the shop's own stop, it is started again after the back-off of server/restart-backoff.ts, on
 * the port it had. The workers were told that address once, through their environment at fork
 * time (every service URL, the stand-ins' proxies): a fixed port is what lets them find it again
 * without being told anything new. Meanwhile `onChange` says whether it is up, so the workers can
 * answer the maintenance screen at once (server/maintenance.ts) and `/readyz` can say 503.
 */
import { errorText, log } from '../app/shared/log'
import { nextAttempt, restartDelay } from './restart-backoff'

export type BackendProcess = {
  /** e.g. http://127.0.0.1:54321 */
  url: string
  pid?: number
  /** Settles when the process has exited, whatever the reason. */
  exited: Promise<unknown>
  stop(): Promise<void>
}

/** `up`: answering. `restarting`: exited and not yet answering again. */
export type BackendState = 'up' | 'restarting'

export type SupervisorOptions = {
  /** Starts one backend process on `port` (0: any free port), resolved once it answers. */
  start: (port: number) => Promise<BackendProcess>
  onChange?: (state: BackendState) => void
  now?: () => number
  wait?: (ms: number) => Promise<void>
}

export type SupervisedBackend = {
  url: string
  state(): BackendState
  /** The current process's pid, for operators and the load run. */
  pid(): number | undefined
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function superviseBackend({
  start,
  onChange = () => undefined,
  now = Date.now,
  wait = sleep,
}: SupervisorOptions): Promise<SupervisedBackend> {
  // The first start is the shop's start: when it fails, the shop does not start (as before).
  let current = await start(0)
  const { url } = current
  const port = Number(new URL(url).port)
  let state: BackendState = 'up'
  let stopping = false
  let upSince = now()
  let attempt = 0

  const set = (next: BackendState) => {
    if (state === next) return
    state = next
    onChange(next)
  }

  const watch = (running: BackendProcess) => {
    void running.exited.then(async () => {
      if (stopping) return
      const upMs = now() - upSince
      attempt = nextAttempt(attempt, upMs)
      log.error(`the embedded backend (pid ${running.pid}) exited after ${Math.round(upMs / 100) / 10} s: starting it again`)
      set('restarting')
      while (!stopping) {
        const delay = restartDelay(attempt)
        await wait(delay)
        if (stopping) return
        try {
          current = await start(port)
        } catch (error) {
          attempt += 1
          log.error(`the embedded backend did not start again; next try in ${restartDelay(attempt)} ms`, { error: errorText(error) })
          continue
        }
        if (stopping) {
          await current.stop()
          return
        }
        upSince = now()
        log.info(`embedded backend (pid ${current.pid}) answers again on ${url}`)
        set('up')
        watch(current)
        return
      }
    })
  }
  watch(current)

  let stopped: Promise<void> | undefined
  return {
    url,
    state: () => state,
    pid: () => current.pid,
    stop() {
      stopping = true
      stopped ??= current.stop()
      return stopped
    },
  }
}
