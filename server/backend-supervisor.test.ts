import { expect, test } from 'vitest'
import { type BackendProcess, type BackendState, superviseBackend } from './backend-supervisor'

/** A stand-in process: `exit()` ends it as a SIGKILL would. */
function fakeProcess(port: number, pid: number) {
  let exit = () => {}
  const exited = new Promise<void>((resolve) => (exit = resolve))
  const proc: BackendProcess & { exit: () => void; stops: number } = {
    url: `http://127.0.0.1:${port}`,
    pid,
    exited,
    stops: 0,
    exit,
    async stop() {
      proc.stops += 1
      exit()
    },
  }
  return proc
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function harness(failures = 0) {
  const ports: number[] = []
  const delays: number[] = []
  const states: BackendState[] = []
  const started: ReturnType<typeof fakeProcess>[] = []
  let toFail = failures
  let clock = 0
  const options = {
    start: async (port: number) => {
      ports.push(port)
      if (started.length > 0 && toFail > 0) {
        toFail -= 1
        throw new Error('EADDRINUSE')
      }
      const proc = fakeProcess(port || 41234, 100 + started.length)
      started.push(proc)
      return proc
    },
    onChange: (state: BackendState) => states.push(state),
    now: () => clock,
    wait: async (ms: number) => {
      delays.push(ms)
    },
  }
  return { options, ports, delays, states, started, advance: (ms: number) => (clock += ms) }
}

test('a backend killed is started again on the port it had, and the workers are told it is away, then back', async () => {
  const h = harness()
  const backend = await superviseBackend(h.options)
  expect(backend.url).toBe('http://127.0.0.1:41234')
  h.started[0]?.exit()
  await tick()
  await tick()
  expect(h.ports).toEqual([0, 41234])
  expect(h.delays).toEqual([200])
  expect(h.states).toEqual(['restarting', 'up'])
  expect(backend.state()).toBe('up')
  expect(backend.pid()).toBe(101)
})

test('a backend that does not come back is tried again with a doubling wait', async () => {
  const h = harness(3)
  const backend = await superviseBackend(h.options)
  h.started[0]?.exit()
  for (let i = 0; i < 10; i++) await tick()
  expect(h.delays).toEqual([200, 400, 800, 1600])
  expect(h.ports).toEqual([0, 41234, 41234, 41234, 41234])
  expect(backend.state()).toBe('up')
})

test('exits in quick succession lengthen the wait; one after 30 s up starts the row again', async () => {
  const h = harness()
  await superviseBackend(h.options)
  h.started[0]?.exit()
  for (let i = 0; i < 4; i++) await tick()
  h.advance(1_000)
  h.started[1]?.exit()
  for (let i = 0; i < 4; i++) await tick()
  h.advance(30_000)
  h.started[2]?.exit()
  for (let i = 0; i < 4; i++) await tick()
  expect(h.delays).toEqual([200, 400, 200])
})

test('the shop stopping it is no exit to recover from', async () => {
  const h = harness()
  const backend = await superviseBackend(h.options)
  await backend.stop()
  await tick()
  await tick()
  expect(h.started[0]?.stops).toBe(1)
  expect(h.ports).toEqual([0])
  expect(h.states).toEqual([])
})
