#!/usr/bin/env node
// Keeps docs/product.md honest: every rule id it lists must be carried by a test title, and every
// id a test carries must be a rule of the document. The rule ids are read from the document, not
// from the spec outside the repository, so the check runs on a clean clone.
//
//   node scripts/rule-index.mjs            missing and unknown ids; exit 1 when there are any
//   node scripts/rule-index.mjs --tests    each rule's tests as markdown (file — title), to refresh the doc
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SOURCE_DIRS = ['app', 'backend', 'tests', 'server', 'load', 'bench']
const TAG = /\[(R\d+\.\d+)\]/g
// A title is the first string argument of test/it/describe (with .only/.skip/.describe…).
const TITLE_CALL = /\b(?:test|it|describe)(?:\.\w+)*\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/

const byVersion = (a, b) => {
  const [a1, a2] = a.slice(1).split('.').map(Number)
  const [b1, b2] = b.slice(1).split('.').map(Number)
  return a1 - b1 || a2 - b2
}

export function ruleIdsOfDocument(text) {
  const ids = new Set()
  // The index rows start with the id in bold: | **R1.1** | …
  for (const match of text.matchAll(/^\|\s*\*\*(R\d+\.\d+)\*\*\s*\|/gm)) ids.add(match[1])
  return [...ids].sort(byVersion)
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx|mjs)$/.test(name)) yield path
  }
}

/** Every tagged test: { id, file, title }. A tag outside a title (a generated title) counts too. */
export function taggedTests(root = ROOT) {
  const found = []
  for (const dir of SOURCE_DIRS) {
    let files
    try {
      files = [...sourceFiles(join(root, dir))]
    } catch {
      continue
    }
    for (const path of files) {
      const file = relative(root, path)
      const lines = readFileSync(path, 'utf8').split('\n')
      for (const line of lines) {
        const ids = [...line.matchAll(TAG)].map((m) => m[1])
        if (ids.length === 0) continue
        const call = line.match(TITLE_CALL)
        const title = call && TAG.test(call[2]) ? call[2] : '(title built in the file)'
        TAG.lastIndex = 0
        for (const id of new Set(ids)) found.push({ id, file, title })
      }
    }
  }
  return found
}

export function compare(documentIds, tests) {
  const tagged = new Set(tests.map((t) => t.id))
  const listed = new Set(documentIds)
  return {
    missing: documentIds.filter((id) => !tagged.has(id)),
    unknown: [...tagged].filter((id) => !listed.has(id)).sort(byVersion),
  }
}

function main() {
  const ids = ruleIdsOfDocument(readFileSync(join(ROOT, 'docs/product.md'), 'utf8'))
  const tests = taggedTests()
  if (process.argv.includes('--tests')) {
    for (const id of ids) {
      const mine = tests.filter((t) => t.id === id)
      const rows = mine.map((t) => `\`${t.file}\` — ${t.title.replace(/\|/g, '\\|')}`)
      console.log(`${id}\t${rows.length ? rows.join('<br>') : '**no test**'}`)
    }
    return
  }
  const { missing, unknown } = compare(ids, tests)
  console.log(`${ids.length} rules in docs/product.md, ${ids.length - missing.length} carried by a test title`)
  if (missing.length) console.log(`rules with no test: ${missing.join(' ')}`)
  if (unknown.length) console.log(`tagged ids that are not rules of docs/product.md: ${unknown.join(' ')}`)
  if (missing.length || unknown.length) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
