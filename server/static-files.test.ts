import { once } from 'node:events'
import fs, { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { staticFiles } from './static-files'

const root = mkdtempSync(path.join(tmpdir(), 'static-'))
mkdirSync(path.join(root, 'public', 'build'), { recursive: true })
writeFileSync(path.join(root, 'public', 'favicon.svg'), '<svg/>')
writeFileSync(path.join(root, 'public', 'build', 'entry-ABC.js'), 'x')
const app = express()
app.use(staticFiles(root))
app.use((_req, res) => res.send('page'))
const server = http.createServer(app)
let origin = ''
beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

test('public files and fingerprinted build files are served with their caching', async () => {
  const icon = await fetch(`${origin}/favicon.svg`)
  expect(await icon.text()).toBe('<svg/>')
  expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
  const asset = await fetch(`${origin}/build/entry-ABC.js`)
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
})

test('a page goes on to the app without asking the file system (decision 038)', async () => {
  const stat = vi.spyOn(fs, 'stat')
  const page = await fetch(`${origin}/main/tab/2`)
  expect(await page.text()).toBe('page')
  expect(stat).not.toHaveBeenCalled()
  stat.mockRestore()
})
