import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type RouteEntry = { id: string; parentId?: string; module: string; imports?: string[] }
export type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> }
export type RouteWeight = { id: string; bytes: number; files: number }

/**
 * The scripts a first visit of a route downloads, as Remix's <Scripts> preloads them: the entry,
 * then root … the route, each with its static imports. Dynamic imports (the islands loaded when
 * needed) are not among them.
 */
export function firstVisitFiles(manifest: Manifest, routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  const chain: RouteEntry[] = []
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    chain.unshift(route)
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file)
  return [...files]
}

/** Every route's first visit, gzip bytes (each file compressed on its own, as a server sends it). */
export function firstVisitWeights(manifest: Manifest, gzipBytes: (file: string) => number): RouteWeight[] {
  return Object.keys(manifest.routes).map((id) => {
    const files = firstVisitFiles(manifest, id)
    return { id, bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files: files.length }
  })
}

export function jsMisses(weights: RouteWeight[], budgetKb: number): string[] {
  return weights
    .filter((route) => route.bytes > budgetKb * 1024)
    .map((route) => `${route.id}: JS ${Math.round((route.bytes / 1024) * 10) / 10} kB > ${budgetKb} kB on a first visit`)
}

/** The production build's manifest (`npm run build`), or null when there is no build. */
export function builtManifest(assets = 'public/build'): { manifest: Manifest; gzipBytes: (file: string) => number } | null {
  if (!existsSync(assets)) return null
  // A newer build leaves older manifests behind until the folder is cleaned: the newest is this build's.
  const [newest] = readdirSync(assets)
    .filter((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
    .sort((a, b) => statSync(join(assets, b)).mtimeMs - statSync(join(assets, a)).mtimeMs)
  if (!newest) return null
  const text = readFileSync(join(assets, newest), 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest
  const sizes = new Map<string, number>()
  const gzipBytes = (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(join(assets, file.replace(/^\/build\//, '')))).length
      sizes.set(file, size)
    }
    return size
  }
  return { manifest, gzipBytes }
}
