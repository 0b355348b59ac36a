import { readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'
import remixConfig from '../../remix.config.js'

/**
 * patches/@remix-run+react+2.17.5.patch (decision 040): the shop leaves Remix's single fetch off, so the
 * browser's copy of Remix is built without single fetch's code and turbo-stream (about 3 kB gzip on
 * every page). Bundled here as the browser build bundles it (esbuild, browser platform, production).
 * patches/react-router+6.30.4.patch: the future-flag warnings, which print only in development,
 * leave the production bundle (about 0.5 kB gzip).
 */
async function browserBundle(contents: string, mode = 'production'): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

const browserRemix = () => browserBundle("export { RemixBrowser, Scripts, Links, PrefetchPageLinks } from '@remix-run/react'")

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

describe("the browser's router without development warnings", () => {
  const router = "export { RouterProvider } from 'react-router-dom'"

  test('a production bundle carries none of the future-flag warnings', async () => {
    expect((await browserBundle(router)).includes('future flag to opt-in early')).toBe(false)
  })

  test('a development bundle still warns', async () => {
    expect((await browserBundle(router, 'development')).includes('future flag to opt-in early')).toBe(true)
  })
})
