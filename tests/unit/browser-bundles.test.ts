import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'
import * as esbuild from 'esbuild'
import { expect, test } from 'vitest'
import { routeModules } from '../support/route-modules'

/**
 * Decision 039 as a test, without a build on disk: each route's browser module is bundled in
 * memory the way the patched Remix compiler makes it (patches/README.md: the route source without
 * `loader`, `action` and `headers`, by the same `removeExports`; `.server` modules empty), with the
 * same tree shaking, and no bundle may contain zod, conform or dayjs. A page that imports one constant
 * from a module that builds schemas at its top level fails here, not after `npm run build`.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const require = createRequire(import.meta.url)
const { removeExports } = require('@remix-run/dev/dist/vite/remove-exports.js') as {
  removeExports: (code: string, names: string[]) => { code: string }
}

/** Remix's `browserSafeRouteExports`: what the browser keeps of a route module. */
const BROWSER_EXPORTS = new Set([
  'clientAction',
  'clientLoader',
  'ErrorBoundary',
  'HydrateFallback',
  'Layout',
  'default',
  'handle',
  'links',
  'meta',
  'shouldRevalidate',
])
/** zod and conform (decision 039); dayjs, whose Korean dates seoul-date.ts gives without it. */
const FORBIDDEN = /node_modules\/(zod|@conform-to\/[^/]+|dayjs)\//

function routeFiles(): string[] {
  return ['app/root.tsx', ...routeModules().map((name) => `app/routes/${name}`)]
}

async function browserModule(file: string): Promise<string | null> {
  const path = join(ROOT, file)
  const { code } = await esbuild.transform(readFileSync(path, 'utf8'), {
    loader: extname(path).slice(1) as 'ts' | 'tsx',
    jsx: 'automatic',
    format: 'esm',
  })
  const exports = exportNames(code)
  if (!exports.some((name) => BROWSER_EXPORTS.has(name))) return null // a resource route: no browser module
  return removeExports(
    code,
    exports.filter((name) => !BROWSER_EXPORTS.has(name)),
  ).code
}

/** The route's export names, read by esbuild's metafile (no regexes over source). */
function exportNames(code: string): string[] {
  const result = esbuild.buildSync({
    stdin: { contents: code, loader: 'js' },
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    outfile: 'out.js',
  })
  return Object.values(result.metafile.outputs)[0]?.exports ?? []
}

const serverModulesEmpty: esbuild.Plugin = {
  name: 'server-modules-empty',
  setup(build) {
    build.onResolve({ filter: /\.server(\.[jt]sx?)?$/ }, (args) => ({ path: args.path, namespace: 'empty' }))
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'module.exports = {}', loader: 'js' }))
  },
}

test('no route ships zod, conform or dayjs to the browser (decision 039)', async () => {
  const offenders: string[] = []
  for (const file of routeFiles()) {
    const contents = await browserModule(file)
    if (contents === null) continue
    const result = await esbuild.build({
      stdin: { contents, loader: 'js', resolveDir: dirname(join(ROOT, file)), sourcefile: file },
      absWorkingDir: ROOT,
      tsconfig: join(ROOT, 'tsconfig.json'),
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      treeShaking: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
      // Only our code and the forbidden packages are followed; React, Remix and the rest stay outside.
      plugins: [
        serverModulesEmpty,
        {
          name: 'only-ours-zod-conform',
          setup(build) {
            build.onResolve({ filter: /^[^.~/]/ }, (args) =>
              /^(zod|@conform-to\/|dayjs)/.test(args.path) ? undefined : { path: args.path, external: true },
            )
          },
        },
      ],
      outfile: 'out.js',
    })
    const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs))
    const shipped = inputs.filter((input) => FORBIDDEN.test(input))
    if (shipped.length > 0) offenders.push(`${file}: ${shipped[0]}`)
  }
  expect(offenders).toEqual([])
}, 60_000)
