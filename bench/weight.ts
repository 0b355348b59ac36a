import { gzipSync } from 'node:zlib'
import { loaderDataBytes, type RawPage, rawPage } from './raw-page'

export type Weight = {
  /** The document as a browser receives it (the shop's own compression, brotli when offered). */
  htmlWire: number
  htmlEncoding: string | null
  /** Route data embedded for hydration, uncompressed. */
  loaderData: number
  jsShared: number
  jsOwn: number
  jsTotal: number
  files: number
}

/**
 * What a first visit downloads: the document as the shop sends it to a browser, and every script
 * it loads or preloads, gzipped. Route chunks (`/build/routes/…`) are the page's own part;
 * everything else is shared by all pages. Answers the raw page too (the yardstick serves it).
 */
export async function pageWeight(base: string, path: string, cookie: string): Promise<{ weight: Weight; page: RawPage }> {
  const page = await rawPage(base, path, cookie)
  const { html } = page
  const assets = new Set<string>()
  for (const match of html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)) if (match[1]) assets.add(match[1])
  for (const match of html.matchAll(/import\("(\/build\/[^"]+\.js)"\)/g)) if (match[1]) assets.add(match[1])
  let jsShared = 0
  let jsOwn = 0
  for (const asset of assets) {
    const size = gzipSync(Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer())).length
    if (asset.includes('/routes/')) jsOwn += size
    else jsShared += size
  }
  return {
    weight: {
      htmlWire: page.body.length,
      htmlEncoding: page.encoding,
      loaderData: loaderDataBytes(html),
      jsShared,
      jsOwn,
      jsTotal: jsShared + jsOwn,
      files: assets.size,
    },
    page,
  }
}
