import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * docs/architecture.md §3 as a test: the import graph of `app/` and `server/`, resolved the way
 * TypeScript resolves it (tsconfig's `~/` alias included, `import type` and `import()` counted),
 * has no cycle and no arrow the layers table forbids. Tests are not part of the graph.
 */

const ROOT = join(import.meta.dirname, '..', '..')

type Layer = 'routes' | 'root' | 'ui' | 'islands' | 'http' | 'session' | 'backends' | 'shared' | 'domain' | 'config' | 'server'

/** Who may import whom (§3); a layer may always import itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  routes: ['root', 'ui', 'islands', 'http', 'session', 'backends', 'shared', 'domain', 'config'],
  root: ['ui', 'islands', 'http', 'session', 'backends', 'shared', 'domain', 'config'],
  ui: ['domain', 'islands'],
  islands: ['domain'],
  http: ['backends', 'domain', 'shared', 'config'],
  session: ['http', 'backends', 'domain', 'config', 'shared'],
  backends: ['domain', 'config', 'shared'],
  shared: ['config'],
  domain: [],
  config: [],
  server: ['domain', 'config', 'shared'],
}

/**
 * Arrows that break §3 and are known, each with who removes it; empty since the last (an island
 * importing ui/) was removed. The cycle test ignores them too. An entry that no longer occurs
 * fails the last test, so the list cannot linger.
 */
const KNOWN_DRIFT: readonly string[] = []

function layerOf(file: string): Layer | null {
  const [top, second] = file.split('/')
  if (top === 'server') return 'server'
  if (top !== 'app' || !second) return null
  if (second === 'config.server.ts') return 'config'
  const folders: Record<string, Layer> = {
    routes: 'routes',
    ui: 'ui',
    islands: 'islands',
    http: 'http',
    session: 'session',
    backends: 'backends',
    shared: 'shared',
    domain: 'domain',
  }
  if (folders[second]) return folders[second]
  // The document and the entry points sit at the top of app/ with root.tsx.
  return file.split('/').length === 2 ? 'root' : null
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function importGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT)
  const graph = new Map<string, string[]>()
  const backend = sourceFiles('backend').filter((file) => !file.startsWith('backend/test/'))
  for (const file of [...sourceFiles('app'), ...sourceFiles('server'), ...backend]) {
    const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true)
    const targets = info.importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, join(ROOT, file), options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) return []
      const target = relative(ROOT, resolved.resolvedFileName).split(sep).join('/')
      return /^(app|server|backend)\//.test(target) ? [target] : []
    })
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Every set of files that import each other round (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort())
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

function forbiddenArrows(graph: Map<string, string[]>): string[] {
  const arrows: string[] = []
  for (const [file, targets] of graph) {
    const from = layerOf(file)
    for (const target of targets) {
      const to = layerOf(target)
      if (!from || !to) {
        arrows.push(`${file} → ${target} (outside the layers table)`)
        continue
      }
      if (from !== to && !MAY_IMPORT[from].includes(to)) arrows.push(`${file} → ${target} (${from} → ${to})`)
      // Nothing but a route imports routes/ (its `__<area>.server.ts` helpers).
      if (to === 'routes' && from !== 'routes') arrows.push(`${file} → ${target} (${from} → routes)`)
    }
  }
  return arrows.sort()
}

const fullGraph = importGraph()
/** The shop's own graph (app/ and server/), which the layers table is about. */
const graph = new Map([...fullGraph].filter(([file]) => !file.startsWith('backend/')))
/** The embedded backend's graph (backend/ without its tests). */
const backendGraph = new Map([...fullGraph].filter(([file]) => file.startsWith('backend/')))

/** The graph without the allow-listed arrows. */
function withoutKnownDrift(full: Map<string, string[]>): Map<string, string[]> {
  return new Map([...full].map(([file, targets]) => [file, targets.filter((target) => !KNOWN_DRIFT.includes(`${file} → ${target}`))]))
}

test('the import graph of app/ and server/ is read (sanity: the root imports the BFF client)', () => {
  expect(graph.size).toBeGreaterThan(300)
  expect(graph.get('app/root.tsx')).toContain('app/backends/bff.server.ts')
})

test('[§3] no import cycle in app/ or server/', () => {
  expect(cycles(withoutKnownDrift(graph))).toEqual([])
})

test('[§3] no arrow the layers table forbids', () => {
  expect(forbiddenArrows(withoutKnownDrift(graph))).toEqual([])
})

test('the allow-list of known drift holds only imports that still occur', () => {
  const arrows = new Set([...graph].flatMap(([file, targets]) => targets.map((target) => `${file} → ${target}`)))
  expect(KNOWN_DRIFT.filter((arrow) => !arrows.has(arrow))).toEqual([])
})

/**
 * The embedded backend is another process (server/embedded-services.ts forks it by path): the
 * shop never imports it, and it borrows from the shop only the pure rules both sides apply
 * (`app/domain/`) and the V2 key case (`app/backends/case.ts`), so the stand-in and the shop
 * cannot drift apart on a rule.
 */
const BACKEND_MAY_BORROW = (target: string) => target.startsWith('app/domain/') || target === 'app/backends/case.ts'

/** Where seed data may be read: the seeding itself, migrations that load seed tables, the start. */
const MAY_READ_SEED = (file: string) =>
  file.startsWith('backend/seed/') || file.startsWith('backend/db/migrations/') || file === 'backend/index.ts'

test('the import graph of backend/ is read (sanity: the backend start seeds an empty database)', () => {
  expect(backendGraph.size).toBeGreaterThan(200)
  expect(backendGraph.get('backend/index.ts')).toContain('backend/seed/index.ts')
})

test('the shop (app/, server/) never imports the embedded backend', () => {
  expect([...graph].flatMap(([file, targets]) => targets.filter((t) => t.startsWith('backend/')).map((t) => `${file} → ${t}`))).toEqual([])
})

test('the backend borrows from app/ only the pure rules (app/domain/) and the V2 key case', () => {
  const arrows = [...backendGraph].flatMap(([file, targets]) =>
    targets.filter((t) => /^(app|server)\//.test(t) && !BACKEND_MAY_BORROW(t)).map((t) => `${file} → ${t}`),
  )
  expect(arrows).toEqual([])
})

test('rules that run at request time live outside seed/: only seeding, migrations and the start read it', () => {
  const arrows = [...backendGraph].flatMap(([file, targets]) =>
    MAY_READ_SEED(file) ? [] : targets.filter((t) => t.startsWith('backend/seed/')).map((t) => `${file} → ${t}`),
  )
  expect(arrows).toEqual([])
})

test('services/ only mounts areas: no service module imports another', () => {
  const arrows = [...backendGraph].flatMap(([file, targets]) =>
    file.startsWith('backend/services/') ? targets.filter((t) => t.startsWith('backend/services/')).map((t) => `${file} → ${t}`) : [],
  )
  expect(arrows).toEqual([])
})

test('no import cycle in backend/', () => {
  expect(cycles(backendGraph)).toEqual([])
})

/** Every backend source file but its tests, read once for the two rules below. */
const backendSources = sourceFiles('backend')
  .filter((file) => !file.startsWith('backend/test/'))
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))

const ENDPOINT_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'head', 'options', 'route'])

/**
 * The endpoints a module declares itself: calls `x.get('/path', …)`, `x.post('/path', …)`, …,
 * `x.route('/path')` and `x[method]('/path', …)` (a loop over methods), read from the syntax tree:
 * a path literal as the first argument is what makes one. `x.use(…)` mounts and is not one;
 * `req.get('x-experiments')` reads a header.
 */
function endpointCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const [first] = node.arguments
      const path = first !== undefined && ts.isStringLiteralLike(first) && first.text.startsWith('/')
      const declares =
        path && (ts.isElementAccessExpression(callee) || (ts.isPropertyAccessExpression(callee) && ENDPOINT_METHODS.has(callee.name.text)))
      if (declares) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
        found.push(`${file}:${line + 1} ${callee.getText(source)}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test('services/ files declare no endpoint: they make a Router, add service middleware and mount areas', () => {
  const services = backendSources.filter(({ file }) => file.startsWith('backend/services/'))
  expect(services.length).toBeGreaterThan(5)
  expect(services.flatMap(({ file, text }) => endpointCalls(file, text))).toEqual([])
})

/**
 * Where the embedded backend may import Express (type-only imports count: a module that takes a
 * Router or a Request speaks HTTP): an area's route files (`routes.ts`, or `<part>-routes.ts` where
 * one file would pass ~300 lines), `services/`, `http/` (the shared HTTP helpers) and the server
 * entry (`app.ts` builds the app, `index.ts` hands the shop its mountable handlers). Rule modules
 * (deals, summaries, similar-pet, …) take plain values and answer plain values.
 */
const MAY_IMPORT_EXPRESS = (file: string) =>
  /\/([a-z-]+-)?routes\.ts$/.test(file) ||
  file.startsWith('backend/services/') ||
  file.startsWith('backend/http/') ||
  file === 'backend/app.ts' ||
  file === 'backend/index.ts'

const importsExpress = (text: string) =>
  ts.preProcessFile(text, true, true).importedFiles.some(({ fileName }) => fileName === 'express' || fileName.startsWith('express/'))

const expressImporters = backendSources.filter(({ text }) => importsExpress(text)).map(({ file }) => file)

test('Express is imported only by route files, services/, http/ and the server entry (app.ts, index.ts)', () => {
  expect(expressImporters).toContain('backend/app.ts')
  expect(expressImporters.filter((file) => !MAY_IMPORT_EXPRESS(file))).toEqual([])
})

test('endpoints are declared only in route files (services/, http/ and the entry declare none)', () => {
  const elsewhere = backendSources.filter(({ file }) => !/\/([a-z-]+-)?routes\.ts$/.test(file))
  expect(elsewhere.flatMap(({ file, text }) => endpointCalls(file, text))).toEqual([])
})
