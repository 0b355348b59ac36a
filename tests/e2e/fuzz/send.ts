import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { Case, FilePart, Payload } from './inputs'
import { Raw, type Value } from './pools'

/**
 * Sends a case the way a hand-made client would (no browser: the request fixture), and says
 * what was wrong with the answer: a 5xx, a redirect to another site, an error without Korean
 * or with an English error or stack trace, hostile markup echoed into a page unescaped.
 */

/** Percent-encoded bytes as bytes (Raw values). */
const bytesOf = (raw: Raw) =>
  Buffer.from(
    raw.encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  )

function urlencoded(pairs: Array<[string, Value]>): string {
  return pairs
    .map(([name, value]) => `${encodeURIComponent(name)}=${value instanceof Raw ? value.encoded : encodeURIComponent(value)}`)
    .join('&')
}

function multipart(pairs: Array<[string, Value | FilePart]>): { contentType: string; data: Buffer } {
  const boundary = '----petshop-fuzz-7d1f'
  const chunks: Buffer[] = []
  for (const [name, value] of pairs) {
    const file = typeof value === 'object' && !(value instanceof Raw) ? value.file : null
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.name}"\r\nContent-Type: ${file.mimeType}` : ''}\r\n\r\n`
    chunks.push(
      Buffer.from(head),
      file ? file.buffer : value instanceof Raw ? bytesOf(value) : Buffer.from(String(value)),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(chunks) }
}

/** JSON text with Raw values spliced in as their bytes (a JSON string with broken UTF-8). */
function jsonBytes(value: unknown): Buffer {
  const raws: Raw[] = []
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Raw ? `@@raw${raws.push(v) - 1}@@` : v))
  const parts = text.split(/@@raw(\d+)@@/)
  return Buffer.concat(parts.map((part, i) => (i % 2 === 1 ? bytesOf(raws[Number(part)] as Raw) : Buffer.from(part))))
}

function encode(payload: Payload, multipartForm: boolean): { contentType?: string; data: string | Buffer } {
  if (payload.type === 'raw') return { contentType: payload.contentType, data: payload.data }
  if (payload.type === 'json') return { contentType: 'application/json', data: jsonBytes(payload.value) }
  const hasFile = payload.pairs.some(([, v]) => typeof v === 'object' && !(v instanceof Raw))
  if (multipartForm || hasFile) return multipart(payload.pairs)
  return { contentType: 'application/x-www-form-urlencoded', data: urlencoded(payload.pairs as Array<[string, Value]>) }
}

/** `_data` asks Remix for the action's own answer (JSON) instead of the rendered page. */
export function urlOf(one: Case, asData: boolean): string {
  const resource = one.target.file.endsWith('.ts')
  if (resource || !asData) return one.path
  const routeId = `routes/${one.target.file.replace(/\.tsx$/, '')}`
  return `${one.path}${one.path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(routeId)}`
}

export async function send(request: APIRequestContext, one: Case, cookie: string, asData: boolean): Promise<APIResponse> {
  const { contentType, data } = encode(one.payload, one.target.body === 'multipart')
  const headers: Record<string, string> = { cookie, ...one.target.headers }
  if (contentType) headers['content-type'] = contentType
  return request.fetch(urlOf(one, asData), { method: 'POST', headers, data, maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 })
}

const HANGUL = /[가-힣]/
/** zod's own English messages, which must never reach a shopper. */
const ZOD_ENGLISH =
  /Invalid (?:enum value|discriminator value|input|literal value|type|date)|Expected (?:string|number|array|object|boolean|integer)|Number must be|String must contain|Array must contain|Required"|>Required</

/** The messages of an error answer in JSON: `message` values and conform's field and form errors. */
function messagesIn(value: unknown, key = ''): string[] {
  // A string under `error` is a code (`{ error: 'UNAUTHORIZED', message }`); conform's are lists.
  if (typeof value === 'string') return key === 'message' ? [value] : []
  if (Array.isArray(value))
    return key === 'error' ? value.filter((v): v is string => typeof v === 'string') : value.flatMap((v) => messagesIn(v, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      key === 'error' && Array.isArray(v) ? messagesIn(v, 'error') : k === 'initialValue' ? [] : messagesIn(v, k),
    )
  }
  return []
}
/** An English error or a stack trace leaking out (Korean answers never carry these). */
const LEAK =
  /\b(?:Type|Range|Syntax|Reference)?Error: |\n\s+at \S+ \(|\bat (?:async )?\S+ \(\S+:\d+:\d+\)|Unexpected Server Error|node:internal/

export async function problemsOf(response: APIResponse, one: Case, baseURL: string): Promise<string[]> {
  const problems: string[] = []
  const status = response.status()
  if (status >= 500) problems.push(`status ${status}`)
  const headers = response.headers()
  const target = headers.location ?? headers['x-remix-redirect']
  if (target !== undefined && new URL(target, baseURL).origin !== new URL(baseURL).origin) problems.push(`redirect off the site: ${target}`)
  const body = await response.text()
  if (status >= 400) {
    if (!HANGUL.test(body)) problems.push(`error ${status} without Korean: ${body.slice(0, 120)}`)
    if ((headers['content-type'] ?? '').includes('json')) {
      const english = messagesIn(JSON.parse(body) as unknown).filter((message) => !HANGUL.test(message))
      if (english.length > 0) problems.push(`messages not in Korean: ${english.slice(0, 3).join(' / ').slice(0, 160)}`)
    }
    const zod = ZOD_ENGLISH.exec(body)
    if (zod) problems.push(`zod's English message: ${body.slice(Math.max(0, zod.index - 40), zod.index + 80)}`)
    const leak = LEAK.exec(body)
    if (leak) problems.push(`English error or stack trace: ${body.slice(Math.max(0, leak.index - 40), leak.index + 80)}`)
  }
  if (one.markup && (headers['content-type'] ?? '').includes('text/html') && body.includes(one.markup))
    problems.push(`markup echoed unescaped: ${one.markup}`)
  return problems
}
