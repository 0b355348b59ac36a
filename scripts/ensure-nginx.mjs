// nginx for `npm run load:cluster` (like ensure-redis.mjs): installs Debian's nginx-light (or
// nginx) when no nginx binary exists. Debian's own daemon on port 80 is never started: the
// install runs under a policy-rc.d that refuses every service start (the container's own, or a
// temporary one written for the install), and the load runs nginx itself with a generated config
// (`nginx -c <file> -p <prefix>`, `daemon off`) as a child it starts and stops by pid.
// `node scripts/ensure-nginx.mjs` installs when missing and prints the binary's path.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']
const POLICY = '/usr/sbin/policy-rc.d'

export function findNginx() {
  return CANDIDATES.find((path) => existsSync(path))
}

/** True when policy-rc.d already refuses service starts (exit 101), as Docker images ship it. */
function policyRefusesStarts() {
  if (!existsSync(POLICY)) return false
  return /exit\s+101/.test(readFileSync(POLICY, 'utf8'))
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? '' : 'sudo '
  console.log("nginx is missing: installing Debian's nginx-light (or nginx), without starting its daemon")
  const started = Date.now()
  // Without a refusing policy-rc.d, one is written for the install and removed after it.
  const ownPolicy = isRoot && !existsSync(POLICY)
  if (!isRoot && !policyRefusesStarts()) {
    console.log(
      'note: no policy-rc.d refuses service starts; Debian may start nginx on port 80 (sudo systemctl disable --now nginx stops it)',
    )
  }
  if (ownPolicy) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    const apt = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends`
    execSync(`${sudo}apt-get update -qq && (${apt} nginx-light || ${apt} nginx)`, { stdio: 'inherit' })
  } catch {
    throw new Error('Could not install nginx. Install it yourself: apt-get install -y nginx-light')
  } finally {
    if (ownPolicy) rmSync(POLICY, { force: true })
  }
  console.log(`installed nginx in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Installs nginx when missing; answers the binary's path. */
export function ensureNginx() {
  let nginx = findNginx()
  if (!nginx) {
    install()
    nginx = findNginx()
    if (!nginx) throw new Error('nginx is installed but not found in /usr/sbin')
  }
  return nginx
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    console.log(ensureNginx())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
