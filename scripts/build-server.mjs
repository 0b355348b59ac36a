// Bundles server.ts (and the embedded backend it may start) into build/server.js, so production
// starts plain Node without a TypeScript loader. Packages stay external: node_modules is there.
import { build } from 'esbuild'

await build({
  entryPoints: ['server.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // server.ts imports the Remix build at run time by path, never through the bundle.
  external: ['./build/*'],
})
