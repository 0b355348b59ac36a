import { expect, test } from 'vitest'
import { firstVisitFiles, firstVisitWeights, jsMisses, type Manifest } from './js-weight'

const manifest: Manifest = {
  entry: { module: '/build/entry.js', imports: ['/build/_shared/react.js'] },
  routes: {
    root: { id: 'root', module: '/build/root.js', imports: ['/build/_shared/react.js', '/build/_shared/messages.js'] },
    'routes/signup': {
      id: 'routes/signup',
      parentId: 'root',
      module: '/build/routes/signup.js',
      imports: ['/build/_shared/form.js', '/build/_shared/messages.js'],
    },
  },
}
const sizes: Record<string, number> = {
  '/build/entry.js': 1_000,
  '/build/_shared/react.js': 80_000,
  '/build/root.js': 5_000,
  '/build/_shared/messages.js': 6_000,
  '/build/routes/signup.js': 2_000,
  '/build/_shared/form.js': 10_000,
}

test('a first visit downloads the entry, root … the route and their imports, each shared file once', () => {
  expect(firstVisitFiles(manifest, 'routes/signup').sort()).toEqual(Object.keys(sizes).sort())
  expect(firstVisitWeights(manifest, (file) => sizes[file] ?? Number.NaN)).toEqual([
    { id: 'root', bytes: 92_000, files: 4 },
    { id: 'routes/signup', bytes: 104_000, files: 6 },
  ])
  expect(
    jsMisses(
      firstVisitWeights(manifest, (file) => sizes[file] ?? 0),
      100,
    ),
  ).toEqual(['routes/signup: JS 101.6 kB > 100 kB on a first visit'])
})

// The budget itself (decision 040: every page's first visit ≤ BUDGET.jsKb) is judged by
// `npm run bench` over the production build, with the other budgets, not by a unit test that
// would pass or fail depending on whether a build happens to be on disk.
