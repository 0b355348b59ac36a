import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ENV_NAMES } from '../../app/config.server'

/**
 * docs/configuration.md is the one list of the shop's variables: its tables cannot drift from
 * what app/config.server.ts validates, nor name a variable nothing reads.
 */
const doc = readFileSync('docs/configuration.md', 'utf8')

/** The variables a table row documents: the upper-case code spans of its first cell. */
function documented(markdown: string): Set<string> {
  const names = new Set<string>()
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| `')) continue
    for (const [, name] of (line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name as string)
  }
  return names
}

/** Set by the shop itself for its workers (where its embedded backend listens), never by an operator. */
const INTERNAL = ['EMBEDDED_BACKEND_URL']

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts') ? [path] : []
  })
}

test('every variable app/config.server.ts validates is documented', () => {
  const names = documented(doc)
  expect(ENV_NAMES.filter((name) => !INTERNAL.includes(name) && !names.has(name))).toEqual([])
})

test('every documented variable is validated by the shop, or read by the embedded backend or the test scripts', () => {
  const read = [...sources('backend'), ...sources('scripts')].map((path) => readFileSync(path, 'utf8')).join('\n')
  const unread = [...documented(doc)].filter((name) => !ENV_NAMES.includes(name) && !read.includes(`process.env.${name}`))
  expect(unread).toEqual([])
})

test('documented() reads the names of a row and of nothing else', () => {
  expect([...documented('| `A_B`, `CC` (+`D_E`) | what `NOT_ME` |\n| --- |\nsome `FF` text')]).toEqual(['A_B', 'CC', 'D_E'])
})
