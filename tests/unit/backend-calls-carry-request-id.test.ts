import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * Decision 062: every call to the platform's services carries the request's id. The HTTP core
 * sends `requestId` when a call names it; this reads every `callBackend({ … })` of app/ and
 * finds the ones that do not (a provider's own token URL, `url:`, is not the platform's).
 */
const ROOT = join(import.meta.dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function callsWithoutId(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'callBackend') {
      const [argument] = node.arguments
      const names =
        argument && ts.isObjectLiteralExpression(argument)
          ? argument.properties.map((property) => (property.name && ts.isIdentifier(property.name) ? property.name.text : ''))
          : []
      if (!names.includes('requestId') && !names.includes('url')) {
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test('every call of the HTTP core in app/ names the request’s id', () => {
  const files = sourceFiles('app')
  const calling = files.filter((file) => readFileSync(join(ROOT, file), 'utf8').includes('callBackend('))
  // The core itself and its conventions, at least: the test reads what it means to.
  expect(calling.length).toBeGreaterThanOrEqual(8)
  expect(calling.flatMap(callsWithoutId)).toEqual([])
})
