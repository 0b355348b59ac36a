/** Deep key conversion for V2 payloads (spec §7): requests go out snake_case, answers come back camelCase. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export function snakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
}

export function camelCase(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert)
  return out
}

export const toSnakeKeys = (value: unknown) => convertKeys(value, snakeCase) as Json
export const toCamelKeys = (value: unknown) => convertKeys(value, camelCase)
