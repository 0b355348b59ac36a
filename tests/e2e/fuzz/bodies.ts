import type { Payload } from './inputs'

/**
 * Bodies of the wrong kind for a route: JSON to a form action, forms to a JSON route, broken
 * multipart, broken percent-encoding, far too many fields, prototype-shaped names, other
 * charsets, XML, nothing at all. `base` is the route's sample form with its guard left out (or
 * empty when it has none), so even a body the route manages to read is not a valid post.
 */
export function wrongBodies(
  kind: 'form' | 'multipart' | 'json',
  base: Record<string, unknown>,
): Array<{ label: string; payload: Payload }> {
  const asJson = JSON.stringify(base)
  const asForm = new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString()
  const raw = (label: string, contentType: string | undefined, data: string | Buffer) => ({
    label,
    payload: { type: 'raw' as const, contentType, data },
  })
  const common = [
    raw('no body and no content type', undefined, ''),
    raw('text/plain', 'text/plain', 'a=1&b=2'),
    raw('multipart without parts', 'multipart/form-data; boundary=fuzz', '--fuzz--\r\n'),
    raw('multipart without a boundary', 'multipart/form-data', asForm || 'a=1'),
    raw('multipart cut off', 'multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data\r\n\r\nx'),
    raw('XML with an entity', 'application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    raw('2 MB body', 'application/x-www-form-urlencoded', `a=${'b'.repeat(2 * 1024 * 1024)}`),
  ]
  if (kind === 'json') {
    return [
      ...common,
      raw('a form to a JSON route', 'application/x-www-form-urlencoded', asForm || 'a=1'),
      raw('JSON cut off', 'application/json', '{"kind":'),
      raw('JSON NaN', 'application/json', 'NaN'),
      raw('JSON list', 'application/json', '[]'),
      raw('JSON null', 'application/json', 'null'),
      raw('JSON string', 'application/json', '"text"'),
      raw('JSON 1e309', 'application/json', '1e309'),
      raw('JSON nested 20,000 deep', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      raw('JSON with a 2 MB string', 'application/json', JSON.stringify({ ...base, a: 'x'.repeat(2 * 1024 * 1024) })),
      raw(
        'JSON __proto__',
        'application/json',
        `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}${asJson.length > 2 ? `,${asJson.slice(1)}` : '}'}`,
      ),
      raw('JSON repeated keys', 'application/json', `{"a":1,"a":[],"a":{"b":null}${asJson.length > 2 ? `,${asJson.slice(1)}` : '}'}`),
      raw('JSON in UTF-16', 'application/json; charset=utf-16', Buffer.from(asJson, 'utf16le')),
    ]
  }
  return [
    ...common,
    raw('JSON to a form action', 'application/json', asJson),
    raw('broken percent-encoding', 'application/x-www-form-urlencoded', '%zz=%E0%A4%A&%=&&==&a=%'),
    raw('5,000 fields', 'application/x-www-form-urlencoded', Array.from({ length: 5000 }, (_, i) => `f${i}=${i}`).join('&')),
    raw(
      'prototype-shaped names',
      'application/x-www-form-urlencoded',
      `__proto__[admin]=1&constructor[prototype][x]=1&toString=1&hasOwnProperty=1${asForm ? `&${asForm}` : ''}`,
    ),
    raw('a form in UTF-16', 'application/x-www-form-urlencoded; charset=utf-16', Buffer.from(asForm || 'a=1', 'utf16le')),
    raw('form content type, JSON body', 'application/x-www-form-urlencoded', asJson),
  ]
}
