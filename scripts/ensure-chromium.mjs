// Playwright drives Debian's Chromium (no browser download is possible here). Installs it when
// missing: as root directly, otherwise through sudo when available.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (existsSync(CHROMIUM)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const sudo = isRoot ? '' : 'sudo '
console.log(`${CHROMIUM} is missing: installing Debian's chromium package`)
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  })
} catch {
  console.error('Could not install chromium. Install it yourself: apt-get install -y chromium')
  process.exit(1)
}
