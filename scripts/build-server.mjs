// Bundles server.ts into build/server.js and the embedded backend's process (backend/embedded-process.ts)
// into build/backend.js, so production starts plain Node without a TypeScript loader. npm packages
// stay external (node_modules is there); the app's own `~/` imports are bundled, which
// `packages: 'external'` would not do. The host's bundle holds no app/session code (decision 021):
// `grep -c app/session build/server.js` is 0.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...packages, ...packages.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
}
await build({ ...common, entryPoints: ['server.ts'], outfile: 'build/server.js' })
await build({ ...common, entryPoints: ['backend/embedded-process.ts'], outfile: 'build/backend.js' })
