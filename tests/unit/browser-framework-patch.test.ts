import { readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'
import remixConfig from '../../remix.config.js'

/**
 * patches/@remix-run+react+2.17.5.patch (issue 18): the shop leaves Remix's single fetch off, so the
 * browser's copy of Remix is built without single fetch's code and turbo-stream (about 3 kB gzip on
 * every page). Bundled here as the browser build bundles it (esbuild, browser platform, production).
 */
async function browserRemix(): Promise<string> {
  const result = await build({
    stdin: { contents: "export { RemixBrowser, Scripts, Links, PrefetchPageLinks } from '@remix-run/react'", resolveDir: process.cwd() },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

describe("the browser's Remix without single fetch", () => {
  test('the shop does not turn single fetch on (the patch would break it: remove the patch first)', () => {
    const future = (remixConfig as { future?: Record<string, boolean> }).future ?? {}
    expect(future.v3_singleFetch).not.toBe(true)
  })

  test('a browser bundle of Remix carries neither turbo-stream nor the single-fetch strategies', async () => {
    const bundle = await browserRemix()
    // Booleans, not toContain: a failure must not print the whole bundle.
    const has = (text: string) => bundle.includes(text)
    expect(has('__remixContext')).toBe(true)
    // turbo-stream's own message, and single fetch's decoder and URL scheme.
    expect(has('Cannot encode symbol unless created with Symbol.for()')).toBe(false)
    expect(has('SingleFetchClassInstance')).toBe(false)
    expect(has('server://singlefetch/')).toBe(false)
    expect(has('petshop patch: single fetch is left out of the browser build')).toBe(true)
  })

  test("the server's Remix (CommonJS) is untouched: it keeps single fetch's server parts", () => {
    const cjs = readFileSync('node_modules/@remix-run/react/dist/browser.js', 'utf8')
    expect(cjs).toContain("require('./single-fetch.js')")
  })
})
