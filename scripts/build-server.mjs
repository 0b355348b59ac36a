// Bundles server.ts (and the embedded backend it may start) into build/server.js, so production
// starts plain Node without a TypeScript loader. npm packages stay external (node_modules is
// there); the app's own `~/` imports are bundled, which `packages: 'external'` would not do.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })

await build({
  entryPoints: ['server.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...packages, ...packages.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
})
