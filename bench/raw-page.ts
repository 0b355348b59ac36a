import http from 'node:http'
import zlib from 'node:zlib'

/** What Chrome 131 on Android sends: the bench loads and weighs pages as a browser receives them. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

export type RawPage = { status: number; headers: Record<string, string>; body: Buffer; encoding: string | null; html: string }

function decode(body: Buffer, encoding: string | null): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

/**
 * A page's bytes as they cross the wire to a browser (fetch would decode them), with the headers
 * that go with them, and the decoded HTML.
 */
export function rawPage(base: string, path: string, cookie: string): Promise<RawPage> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding'] ?? null
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value
          try {
            resolve({ status: res.statusCode ?? 0, headers, body, encoding, html: decode(body, encoding) })
          } catch (error) {
            reject(error)
          }
        })
      })
      .on('error', reject)
  })
}

/** The bytes of route data Remix embeds in the page for hydration (`window.__remixContext`). */
export function loaderDataBytes(html: string): number {
  const found = /window\.__remixContext\s*=\s*(.*?);\s*<\/script>/s.exec(html)
  return found?.[1] ? Buffer.byteLength(found[1]) : 0
}
