import { gzipSync } from 'node:zlib'

export type Weight = { htmlGzip: number; jsShared: number; jsOwn: number; jsTotal: number; files: number }

/**
 * What a first visit downloads: the document and every script it loads or preloads, gzipped.
 * Route chunks (`/build/routes/…`) are the page's own part; everything else is shared by all pages.
 */
export async function pageWeight(base: string, path: string, cookie: string): Promise<Weight> {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text()
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
  return { htmlGzip: gzipSync(html).length, jsShared, jsOwn, jsTotal: jsShared + jsOwn, files: assets.size }
}
