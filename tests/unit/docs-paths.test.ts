import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

/**
 * The documents say where things live (docs/product.md: every rule's file; architecture.md,
 * security.md …): a path they name must exist, or a newcomer's second hop lands nowhere.
 * Decisions are records of their day and may name files that have moved since.
 */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
]
const ROOTS = ['app/', 'server/', 'backend/', 'tests/', 'bench/', 'load/', 'scripts/', 'patches/']
/** What `npm run bench` writes: named as where to look after a run, not kept in the repository. */
const GENERATED = ['bench/report.md', 'bench/report.json']

/** Paths in backticks (`app/backends/http.server.ts`, `app/ui/form/`), without a trailing (…) or :line. */
function namedPaths(markdown: string): string[] {
  const found = new Set<string>()
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = (code ?? '').replace(/[:#].*$/, '').replace(/[),.;]+$/, '')
    if (ROOTS.some((root) => path.startsWith(root)) && !GENERATED.includes(path) && !/[*<>{}$…]/.test(path)) found.add(path)
  }
  return [...found]
}

test('namedPaths finds the paths a document names in code spans, and leaves patterns alone', () => {
  expect(namedPaths('see `app/domain/coupons.ts` (`bestCoupon`), `app/routes/__<area>.server.ts`, `tests/e2e/x.spec.ts:12`')).toEqual([
    'app/domain/coupons.ts',
    'tests/e2e/x.spec.ts',
  ])
})

test('every file or folder the README and docs/ name exists', () => {
  const missing = DOCS.flatMap((doc) =>
    namedPaths(readFileSync(doc, 'utf8'))
      .filter((path) => !existsSync(path))
      .map((path) => `${doc}: ${path}`),
  )
  expect(missing).toEqual([])
})
