import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

/**
 * Decision 037: a route names a cache kind (`cacheHeaders`, `forShopper` and the two
 * HeadersFunctions of app/http/cache-headers.ts) and leaves backend failures to `withPageErrors`,
 * `orFallback` or the form reply (app/http/), which log a failing backend once. This reads every
 * route's syntax tree, so a comment, a split string or another variable name does not hide a finding.
 */
const ROUTES = join(__dirname, '../../app/routes')

const CACHE_WORDS = /cache-control|no-store|no-cache|max-age|s-maxage|stale-while-revalidate|must-revalidate|immutable/i
const LOGGERS = new Set(['console', 'log', 'logger'])

/** Text of a string-like literal, else null. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text
  return null
}

/** A function handed to `.catch(…)` or as the second argument of `.then(…, …)`. */
function isCatchHandler(node: ts.Node): boolean {
  const call = node.parent
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return false
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return false
  const method = call.expression.name.text
  return (method === 'catch' && call.arguments[0] === node) || (method === 'then' && call.arguments[1] === node)
}

/** A call that writes a log line: logBackendError(…), console.x(…), log.x(…). */
function isLogCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false
  const callee = node.expression
  if (ts.isIdentifier(callee)) return callee.text === 'logBackendError'
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) return LOGGERS.has(callee.expression.text)
  if (ts.isElementAccessExpression(callee) && ts.isIdentifier(callee.expression)) return LOGGERS.has(callee.expression.text)
  return false
}

/** `x.status >= 500`, `500 <= x.status`, `x.status < 500`…: deciding "the backend failed" by hand. */
function isServerFailureTest(node: ts.Node): boolean {
  if (!ts.isBinaryExpression(node)) return false
  const isStatus = (side: ts.Expression) => ts.isPropertyAccessExpression(side) && /status$/i.test(side.name.text)
  const is5xx = (side: ts.Expression) => ts.isNumericLiteral(side) && Number(side.text) >= 499 && Number(side.text) <= 500
  return (isStatus(node.left) && is5xx(node.right)) || (is5xx(node.left) && isStatus(node.right))
}

function routeAnswerFindings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const findings: string[] = []
  const at = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`
  const visit = (node: ts.Node, inCatch: boolean) => {
    const text = literalText(node)
    if (text !== null && CACHE_WORDS.test(text)) findings.push(`${at(node)} writes a Cache-Control literal (${JSON.stringify(text)})`)
    if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === 'logBackendError')
      findings.push(`${at(node)} imports logBackendError`)
    const catching = inCatch || ts.isCatchClause(node) || isCatchHandler(node)
    if (catching && isLogCall(node)) findings.push(`${at(node)} logs a backend failure in its own catch`)
    if (catching && isServerFailureTest(node)) findings.push(`${at(node)} tells a 5xx apart in its own catch`)
    ts.forEachChild(node, (child) => visit(child, catching))
  }
  visit(file, false)
  return findings
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the scanner sees each way a route can break the rule', () => {
  const findings = (source: string) => routeAnswerFindings('x.tsx', source)
  test.each([
    ["json(x, { headers: { 'Cache-Control': 'private, no-store' } })"],
    ['const h = new Headers(); h.set(`cache-control`, kind)'],
    ["const value = 'public, max-age=300'"],
    // A template with a substitution: its head still carries the directive.
    ['const value = `max-age=' + '$' + '{seconds}`'],
    ['const v = "no-store"'],
  ])('a cache literal: %s', (source) => {
    expect(findings(source)).not.toEqual([])
  })
  test.each([
    ['try { await a() } catch (error) { if (error.status >= 500) logBackendError(error) }'],
    ['try { await a() } catch (e) { if (e instanceof BackendError) { console.error(e) } }'],
    ['await a().catch((error) => log.error("failed", { code: error.code }))'],
    ['await a().catch(function (e) { console["warn"](e) })'],
    ['await a().then(ok, (e) => { logBackendError(e) })'],
    ['try { await a() } catch (e) { if (500 <= e.status) throw e }'],
    ['try { await a() } catch (e) { if (e.upstreamStatus > 499) throw e }'],
    ["import { logBackendError as note } from '~/backends/log.server'"],
  ])('a catch that logs or sorts out 5xx itself: %s', (source) => {
    expect(findings(source)).not.toEqual([])
  })
  test('the one way passes: cacheHeaders, withPageErrors, a catch that answers without logging', () => {
    const source = [
      "return json(x, { headers: cacheHeaders('never-stored') })",
      'const x = await withPageErrors(() => a(), { NOT_FOUND: notFound() })',
      'try { await a() } catch (error) { return json({ result: replyWithBackendError(reply, error) }, { status: 400 }) }',
      'if (answer.status >= 500) throw answer',
    ].join('\n')
    expect(findings(source)).toEqual([])
  })
})

test('no route writes a Cache-Control literal or logs a backend failure in its own catch', () => {
  const files = routeFiles(ROUTES)
  expect(files.length).toBeGreaterThan(90)
  const findings = files.flatMap((path) => routeAnswerFindings(path.slice(ROUTES.length + 1), readFileSync(path, 'utf8')))
  expect(findings).toEqual([])
})
