import { readFileSync } from 'node:fs'

/**
 * Checks JSON-LD against the vendored subset of schema.org (tests/fixtures/schema-org.json,
 * decision 060): every node's @type is known, every property it carries is defined on that type or
 * a parent, and every value has one of the property's expected types. Answers the problems found,
 * as `path: problem` lines; an empty list is valid.
 */
type TypeDef = { parent: string | null; properties: Record<string, string[]> }
// Read, not imported: Playwright's loader would want an import attribute for JSON.
const schema = JSON.parse(readFileSync(new URL('../fixtures/schema-org.json', import.meta.url), 'utf8')) as {
  types: Record<string, TypeDef>
  enumerations: Record<string, string[]>
}
const TYPES = schema.types
const ENUMS = schema.enumerations

function ancestors(type: string): string[] {
  const chain: string[] = []
  for (let at: string | null = type; at; at = TYPES[at]?.parent ?? null) chain.push(at)
  return chain
}

function expectedTypes(type: string, property: string): string[] | null {
  for (const at of ancestors(type)) {
    const found = TYPES[at]?.properties[property]
    if (found) return found
  }
  return null
}

function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)
}

function fits(value: unknown, expected: string, path: string, problems: string[]): boolean {
  if (ENUMS[expected]) return typeof value === 'string' && ENUMS[expected].includes(value)
  switch (expected) {
    case 'Text':
      return typeof value === 'string'
    case 'URL':
      return typeof value === 'string' && isAbsoluteUrl(value)
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'Integer':
      return Number.isInteger(value)
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
  }
  // A thing: a node of that type or a subtype, or the URL of one.
  if (typeof value === 'string') return isAbsoluteUrl(value)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const type = (value as { '@type'?: unknown })['@type']
  if (typeof type !== 'string' || !ancestors(type).includes(expected)) return false
  problems.push(...checkNode(value as Record<string, unknown>, path))
  return true
}

function checkNode(node: Record<string, unknown>, path: string): string[] {
  const type = node['@type']
  if (typeof type !== 'string' || !TYPES[type]) return [`${path}: unknown @type ${String(type)}`]
  const problems: string[] = []
  for (const [property, raw] of Object.entries(node)) {
    if (property.startsWith('@')) continue
    const expected = expectedTypes(type, property)
    if (!expected) {
      problems.push(`${path}.${property}: not a property of ${type}`)
      continue
    }
    const values = Array.isArray(raw) ? raw : [raw]
    values.forEach((value, index) => {
      const at = Array.isArray(raw) ? `${path}.${property}[${index}]` : `${path}.${property}`
      const nested: string[] = []
      const ok = expected.some((candidate) => {
        nested.length = 0
        return fits(value, candidate, at, nested)
      })
      if (!ok) problems.push(`${at}: ${JSON.stringify(value)} is none of ${expected.join(', ')}`)
      problems.push(...nested)
    })
  }
  return problems
}

export function schemaOrgProblems(document: unknown): string[] {
  const nodes = Array.isArray(document) ? document : [document]
  return nodes.flatMap((node, index) => {
    if (typeof node !== 'object' || node === null) return [`[${index}]: not an object`]
    const record = node as Record<string, unknown>
    const context = record['@context']
    const problems = context === 'https://schema.org' ? [] : [`[${index}]: @context is ${String(context)}`]
    return [...problems, ...checkNode(record, `[${index}]`)]
  })
}
