/**
 * The search service under load, against the engine before ranking (docs/search.md "Cost"): the
 * ten words of search-cost.ts asked of `/search/products` by 10 and 50 connections, the backend
 * process's CPU per query (from /proc) and p95, on this checkout and on the baseline engine
 * (decision 025's, commit SEARCH_BASELINE, default 4b7f900, unpacked with `git archive`), both
 * started from backend/main.ts with an in-memory seed and asked alternately in the same run, so the
 * machine's mood falls on both. Each figure must stay within 1.2× of the baseline's. A report with a
 * budget: `node --import tsx bench/search-load.ts` alone, and a section of `npm run bench`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { processCpuMicros } from './process-cpu'
import { COST_QUERIES } from './search-cost'
import { throughput } from './throughput'

export const SEARCH_BASELINE = process.env.SEARCH_BASELINE ?? '4b7f900'
export const LOAD_BUDGET = 1.2
const CONNECTIONS = [10, 50] as const
const START_MS = 180_000

type Engine = { name: string; url: string; pid: number; stop: () => Promise<void> }
export type LoadFigures = { connections: number; cpuMs: number; p95: number; rps: number; failed: number }
export type SearchLoadSection = {
  baseline: string | null
  seconds: number
  rounds: number
  now: LoadFigures[]
  before: LoadFigures[] | null
}

/** An embedded backend from `dir`'s backend/main.ts, on a port of its choosing, with a fresh in-memory seed. */
async function startEngine(name: string, dir: string): Promise<Engine> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    // Only the start-up line is read; the request log is let go.
    if (output.length < 10_000) output += chunk
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    return exited
  }
  const deadline = Date.now() + START_MS
  while (Date.now() < deadline && child.exitCode === null) {
    const url = /backend ready at (http:\/\/\S+)/.exec(output)?.[1]
    if (url && child.pid) return { name, url, pid: child.pid, stop }
    await new Promise((done) => setTimeout(done, 200))
  }
  await stop()
  throw new Error(`${name}: the backend did not start`)
}

/** The baseline's files beside the checkout (its node_modules are this checkout's), or null without git. */
function unpackBaseline(commit: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'search-baseline-'))
  try {
    execFileSync('sh', ['-c', `git archive ${commit} backend app package.json tsconfig.json | tar -x -C ${dir}`], { stdio: 'ignore' })
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
    return dir
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return null
  }
}

const paths = COST_QUERIES.map(({ word, group }) => `/search/products?${new URLSearchParams({ word, productGroup1Id: String(group) })}`)

async function measure(engine: Engine, connections: number, seconds: number): Promise<LoadFigures> {
  const before = processCpuMicros(engine.pid)
  const run = await throughput(engine.url, paths, connections, seconds, '')
  const cpuMs = (processCpuMicros(engine.pid) - before) / 1000 / Math.max(1, run.requests ?? 0)
  return { connections, cpuMs: Math.round(cpuMs * 100) / 100, p95: run.p95, rps: run.rps, failed: run.failed }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function medians(runs: LoadFigures[]): LoadFigures[] {
  return CONNECTIONS.map((connections) => {
    const of = runs.filter((r) => r.connections === connections)
    const m = (key: 'cpuMs' | 'p95' | 'rps') => Math.round(median(of.map((r) => r[key])) * 100) / 100
    return { connections, cpuMs: m('cpuMs'), p95: m('p95'), rps: m('rps'), failed: of.reduce((n, r) => n + r.failed, 0) }
  })
}

export async function searchLoadSection(seconds: number, rounds = 3, baseline: string = SEARCH_BASELINE): Promise<SearchLoadSection> {
  const dir = unpackBaseline(baseline)
  const engines = [await startEngine('now', '.')]
  try {
    if (dir) engines.push(await startEngine('before', dir))
    for (const engine of engines)
      for (const path of paths) for (let i = 0; i < 3; i++) await (await fetch(`${engine.url}${path}`)).arrayBuffer()
    const runs = new Map<string, LoadFigures[]>(engines.map((e) => [e.name, []]))
    for (let round = 0; round < rounds; round++)
      // Alternately, the baseline first in even rounds: neither always runs on a warmer machine.
      for (const connections of CONNECTIONS)
        for (const engine of round % 2 ? engines : [...engines].reverse())
          runs.get(engine.name)?.push(await measure(engine, connections, seconds))
    const before = runs.get('before')
    return {
      baseline: dir ? baseline : null,
      seconds,
      rounds,
      now: medians(runs.get('now') ?? []),
      before: before ? medians(before) : null,
    }
  } finally {
    await Promise.all(engines.map((e) => e.stop()))
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

export function searchLoadLines(section: SearchLoadSection): string[] {
  const lines = [
    `search under load (/search/products, the ten words of search-cost.ts, medians of ${section.rounds} runs of ${section.seconds} s, backend CPU per query):`,
  ]
  for (const now of section.now) {
    const before = section.before?.find((b) => b.connections === now.connections)
    const ratio = (a: number, b?: number) => (b ? ` (${(a / b).toFixed(2)}×)` : '')
    lines.push(
      `- ${now.connections} connections: ${now.cpuMs} ms CPU${ratio(now.cpuMs, before?.cpuMs)}, p95 ${now.p95} ms${ratio(now.p95, before?.p95)}, ${now.rps} req/s` +
        (before ? `; before (${section.baseline}): ${before.cpuMs} ms CPU, p95 ${before.p95} ms, ${before.rps} req/s` : ''),
    )
  }
  if (!section.before) lines.push(`- the baseline ${SEARCH_BASELINE} could not be unpacked (no git history): not compared`)
  return lines
}

/** A budget line per figure over 1.2× the baseline's, and per failed query. */
export function searchLoadMisses(section: SearchLoadSection): string[] {
  return section.now.flatMap((now) => {
    const before = section.before?.find((b) => b.connections === now.connections)
    const over = (key: 'cpuMs' | 'p95') =>
      before && now[key] > before[key] * LOAD_BUDGET
        ? [`search at ${now.connections} connections: ${key} ${now[key]} > ${LOAD_BUDGET}× the baseline's ${before[key]}`]
        : []
    return [...over('cpuMs'), ...over('p95'), ...(now.failed > 0 ? [`search at ${now.connections} connections: ${now.failed} failed`] : [])]
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await searchLoadSection(Number(process.env.BENCH_SECONDS ?? 5), Number(process.env.SEARCH_LOAD_ROUNDS ?? 3))
  console.log(searchLoadLines(section).join('\n'))
  const missed = searchLoadMisses(section)
  console.log(missed.length ? `Budgets missed:\n${missed.join('\n')}` : 'All search load budgets met.')
}
