// A throwaway Redis on loopback for the tests (like ensure-postgres.mjs). Installs Debian's
// redis-server when missing, starts it daemonized on 127.0.0.1:$TEST_REDIS_PORT (56379) without
// persistence, with its pidfile and log in .cache/redis-test, waits for PONG and prints its URL.
// Idempotent: a running one is reused, and so is another checkout's on that port.
// `node scripts/ensure-redis.mjs stop` stops this checkout's.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const REDIS_DIR = join(ROOT, '.cache', 'redis-test')
const PIDFILE = join(REDIS_DIR, 'redis.pid')
const LOG = join(REDIS_DIR, 'redis.log')
const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

export function redisPort() {
  const raw = process.env.TEST_REDIS_PORT || '56379'
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1024 || port > 65_535) {
    throw new Error(`TEST_REDIS_PORT must be a port number from 1024 to 65535, got "${raw}"`)
  }
  return port
}

export function redisUrl(port = redisPort()) {
  return `redis://127.0.0.1:${port}`
}

function findServer() {
  return CANDIDATES.find((path) => existsSync(path))
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? '' : 'sudo '
  console.log("redis-server is missing: installing Debian's redis-server package")
  const started = Date.now()
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server`, {
      stdio: 'inherit',
    })
  } catch {
    throw new Error('Could not install redis-server. Install it yourself: apt-get install -y redis-server')
  }
  console.log(`installed redis-server in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Sends PING over a raw connection; answers true on +PONG. */
export function pingRedis(port = redisPort(), timeoutMs = 1000) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    let answer = ''
    const finish = (ok) => {
      socket.destroy()
      done(ok)
    }
    socket.setTimeout(timeoutMs, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'))
    })
  })
}

/** The pid in our pidfile when that process is alive, else undefined. */
function runningPid() {
  if (!existsSync(PIDFILE)) return undefined
  const pid = Number(readFileSync(PIDFILE, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

async function waitFor(check, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}; see ${LOG}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** The port our running server was started with (its command line), or undefined. */
function portOf(pid) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    const match = /:(\d+)/.exec(args)
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

export async function stopRedis() {
  const pid = runningPid()
  if (pid === undefined) return false
  process.kill(pid, 'SIGTERM')
  await waitFor(() => runningPid() === undefined, `redis-server (pid ${pid}) did not stop`)
  rmSync(PIDFILE, { force: true })
  return true
}

/** Installs and starts the server as needed; answers its URL. */
export async function ensureRedis() {
  const port = redisPort()
  let server = findServer()
  if (!server) {
    install()
    server = findServer()
    if (!server) throw new Error('redis-server is installed but not found in /usr/bin')
  }
  const pid = runningPid()
  if (pid !== undefined && portOf(pid) === port && (await pingRedis(port))) return redisUrl(port)
  if (pid !== undefined) await stopRedis()
  // Another checkout's test Redis on the same port serves as well.
  if (await pingRedis(port)) {
    console.error(`Redis from elsewhere already answers on 127.0.0.1:${port}: using it (TEST_REDIS_PORT picks another port)`)
    return redisUrl(port)
  }
  mkdirSync(REDIS_DIR, { recursive: true })
  // No RDB snapshots, no append-only file: a test server keeps nothing.
  execFileSync(
    server,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--pidfile',
      PIDFILE,
      '--logfile',
      LOG,
      '--dir',
      REDIS_DIR,
    ],
    { stdio: 'pipe' },
  )
  await waitFor(() => pingRedis(port), `redis-server does not answer PING on port ${port} (is the port taken?)`)
  return redisUrl(port)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    if (process.argv[2] === 'stop') {
      console.log((await stopRedis()) ? 'stopped redis-server' : 'redis-server was not running')
    } else if (process.argv[2] === undefined || process.argv[2] === 'start') {
      console.log(await ensureRedis())
    } else {
      throw new Error(`usage: node scripts/ensure-redis.mjs [start|stop], got "${process.argv[2]}"`)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
