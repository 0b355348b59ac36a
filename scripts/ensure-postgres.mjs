// A throwaway PostgreSQL cluster on loopback for the backend tests (like ensure-chromium.mjs for
// the browser). Installs Debian's postgresql when no server binaries exist, creates the cluster in
// .cache/pg-test (owned by the `postgres` system user when run as root: initdb refuses root),
// starts it on 127.0.0.1:$TEST_PG_PORT (55432) and prints its URL. Idempotent: a running cluster
// is reused, and so is another checkout's on that port. `node scripts/ensure-postgres.mjs stop`
// stops this checkout's.
//
// The cluster is tuned for tests only: no fsync, trust authentication, loopback only.
import { execFileSync, execSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const PG_DIR = join(ROOT, '.cache', 'pg-test')
const DATA = join(PG_DIR, 'data')
const LOG = join(PG_DIR, 'server.log')
const SUPERUSER = 'postgres'

export function pgPort() {
  const raw = process.env.TEST_PG_PORT || '55432'
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1024 || port > 65_535) {
    throw new Error(`TEST_PG_PORT must be a port number from 1024 to 65535, got "${raw}"`)
  }
  return port
}

export function pgUrl(port = pgPort(), database = 'postgres') {
  return `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** The newest Debian server binaries (/usr/lib/postgresql/NN/bin), or undefined. */
function findBin() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'initdb')) && existsSync(join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : undefined
}

function install() {
  const sudo = isRoot ? '' : 'sudo '
  console.log("PostgreSQL server binaries are missing: installing Debian's postgresql package")
  const started = Date.now()
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`, {
      stdio: 'inherit',
    })
  } catch {
    throw new Error('Could not install postgresql. Install it yourself: apt-get install -y postgresql')
  }
  console.log(`installed postgresql in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Runs a server binary as the cluster's owner: the `postgres` system user when we are root. */
function run(bin, tool, args, options = {}) {
  const command = join(bin, tool)
  const [file, argv] = isRoot ? ['runuser', ['-u', SUPERUSER, '--', command, ...args]] : [command, args]
  return execFileSync(file, argv, { encoding: 'utf8', cwd: PG_DIR, ...options })
}

/** The port a running cluster listens on (postmaster.pid line 4), or undefined when it is not running. */
function runningPort(bin) {
  if (!existsSync(join(DATA, 'PG_VERSION'))) return undefined
  try {
    run(bin, 'pg_ctl', ['status', '-D', DATA], { stdio: 'pipe' })
  } catch {
    return undefined
  }
  const pid = readFileSync(join(DATA, 'postmaster.pid'), 'utf8').split('\n')
  return Number(pid[3])
}

function initCluster(bin) {
  mkdirSync(PG_DIR, { recursive: true })
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim())
    chownSync(PG_DIR, uid, gid)
  }
  // C collation and a UTF-8 ctype, as PGlite has, so ORDER BY on text means the same on both.
  run(
    bin,
    'initdb',
    ['-D', DATA, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8', '--no-sync'],
    {
      stdio: 'pipe',
    },
  )
}

/** The server settings, given on the command line so a changed port needs only a restart. */
function serverOptions(port) {
  return [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    // Production servers here run on Korea time: the backend must not depend on the server's zone.
    "-c timezone='Asia/Seoul'",
  ].join(' ')
}

async function acceptsConnections(port) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: pgUrl(port), connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function waitForConnections(port, timeoutMs = 30_000) {
  const { default: pg } = await import('pg')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: pgUrl(port) })
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw new Error(`PostgreSQL on port ${port} does not accept connections: ${error.message}; see ${LOG}`)
      await new Promise((done) => setTimeout(done, 200))
    }
  }
}

/** Installs, creates and starts the cluster as needed; answers its URL (the `postgres` database). */
export async function ensurePostgres() {
  const port = pgPort()
  let bin = findBin()
  if (!bin) {
    install()
    bin = findBin()
    if (!bin) throw new Error('postgresql is installed but no /usr/lib/postgresql/*/bin/initdb was found')
  }
  const running = runningPort(bin)
  if (running === port) {
    await waitForConnections(port)
    return pgUrl(port)
  }
  if (running !== undefined) run(bin, 'pg_ctl', ['stop', '-D', DATA, '-m', 'fast', '-w'], { stdio: 'pipe' })
  // Another checkout's throwaway cluster on the same port serves as well: tests use databases of their own.
  if (await acceptsConnections(port)) {
    console.error(`PostgreSQL from elsewhere already listens on 127.0.0.1:${port}: using it (TEST_PG_PORT picks another port)`)
    return pgUrl(port)
  }
  if (!existsSync(join(DATA, 'PG_VERSION'))) initCluster(bin)
  try {
    run(bin, 'pg_ctl', ['start', '-D', DATA, '-l', LOG, '-w', '-t', '60', '-o', serverOptions(port)], { stdio: 'pipe' })
  } catch (error) {
    const log = existsSync(LOG) ? readFileSync(LOG, 'utf8').split('\n').slice(-15).join('\n') : ''
    throw new Error(`PostgreSQL did not start on port ${port} (is the port taken?)\n${log || error.message}`)
  }
  await waitForConnections(port)
  return pgUrl(port)
}

export function stopPostgres() {
  const bin = findBin()
  if (!bin || runningPort(bin) === undefined) return false
  run(bin, 'pg_ctl', ['stop', '-D', DATA, '-m', 'fast', '-w'], { stdio: 'pipe' })
  return true
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    if (process.argv[2] === 'stop') {
      console.log(stopPostgres() ? 'stopped PostgreSQL' : 'PostgreSQL was not running')
    } else if (process.argv[2] === undefined || process.argv[2] === 'start') {
      console.log(await ensurePostgres())
    } else {
      throw new Error(`usage: node scripts/ensure-postgres.mjs [start|stop], got "${process.argv[2]}"`)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
