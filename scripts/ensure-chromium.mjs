// Playwright drives Debian's Chromium (no browser download is possible here), with a Korean font
// as every phone has one (decision 051): without it Chromium draws Hangul in fallback boxes of
// another width, and the suite's layout checks measure the wrong glyphs. Installs what is missing,
// Debian's chromium and fonts-nanum (33 MB installed against fonts-noto-cjk's 91; it covers
// Hangul), as root directly, otherwise through sudo when available. fonts-nanum lands in
// /usr/share/fonts, where fontconfig (and so Chromium) finds it with no configuration.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** True when fontconfig knows a font with Hangul (`fc-list :lang=ko`). */
function hasKoreanFont() {
  try {
    return execSync('fc-list :lang=ko family', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== ''
  } catch {
    return false
  }
}

const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...(hasKoreanFont() ? [] : ['fonts-nanum'])]
if (missing.length === 0) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const sudo = isRoot ? '' : 'sudo '
console.log(`missing for the browser suite: installing Debian's ${missing.join(' and ')}`)
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  })
} catch {
  console.error(`Could not install ${missing.join(' and ')}. Install it yourself: apt-get install -y ${missing.join(' ')}`)
  process.exit(1)
}
if (!hasKoreanFont()) {
  console.error('fonts-nanum is installed but fontconfig lists no Korean font (fc-list :lang=ko): run fc-cache -f')
  process.exit(1)
}
