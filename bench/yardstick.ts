import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RawPage } from './raw-page'

/** Headers that describe the bytes; the rest (cookies, dates) are the shop's business. */
const KEPT = ['content-type', 'content-encoding', 'vary', 'cache-control']

/**
 * The yardstick outside our code (decision 040): a plain node:http server in its own process that answers
 * every request with `page`'s bytes exactly as the shop sent them (compressed, same type and
 * encoding). Its throughput is what one core could do for that page if rendering cost nothing, so
 * "share of the yardstick" says how close the shop comes, whatever the machine.
 */
export async function startYardstick(port: number, page: RawPage): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yardstick-'))
  const file = path.join(dir, 'page.json')
  const headers = Object.fromEntries(KEPT.flatMap((name) => (page.headers[name] ? [[name, page.headers[name]]] : [])))
  await writeFile(file, JSON.stringify({ headers, body: page.body.toString('base64') }))
  const child = spawn(process.execPath, ['bench/yardstick-server.mjs'], {
    env: { ...process.env, YARDSTICK_FILE: file, YARDSTICK_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit')
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the yardstick server exited with ${code}`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}
