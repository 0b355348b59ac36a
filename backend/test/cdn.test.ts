import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORY_TREE } from '../catalog/category-tree'
import { productSvg } from '../cdn/images'
import { SHAPES } from '../cdn/shapes'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

let backend: RunningBackend
let server: Server
let cdn: string

beforeAll(async () => {
  backend = await startTestBackend()
  // Mounted the way the shop's server mounts it.
  const shop = express().use('/cdn', backend.cdn)
  server = await new Promise<Server>((resolve) => {
    const listening = shop.listen(0, '127.0.0.1', () => resolve(listening))
  })
  cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cdn`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await backend.close()
})

async function expectSvg(url: string): Promise<string> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  const svg = await response.text()
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
  return svg
}

describe('/cdn', () => {
  it('draws product pictures under 2 kB, the same every time', async () => {
    const [product] = await backend.db.query<{ id: number }>('select product_id as id from products order by product_id limit 1')
    const svg = await expectSvg(`${cdn}/products/${product?.id}.svg`)
    expect(svg.length).toBeLessThan(2048)
    expect(await expectSvg(`${cdn}/products/${product?.id}.svg`)).toBe(svg)
  })

  it('draws the gallery views -2 and -3: other pictures of the same product, each under 2 kB', async () => {
    const [product] = await backend.db.query<{ id: number }>('select product_id as id from products order by product_id limit 1')
    const views = [
      await expectSvg(`${cdn}/products/${product?.id}.svg`),
      await expectSvg(`${cdn}/products/${product?.id}-2.svg`),
      await expectSvg(`${cdn}/products/${product?.id}-3.svg`),
    ]
    expect(new Set(views).size).toBe(3)
    for (const svg of views) expect(svg.length).toBeLessThan(2048)
    expect(await expectSvg(`${cdn}/products/${product?.id}-2.svg`)).toBe(views[1])
    for (const path of [`${product?.id}-1.svg`, `${product?.id}-4.svg`, `${product?.id}-2.png`, '999999-2.svg']) {
      expect((await fetch(`${cdn}/products/${path}`)).status, path).toBe(404)
    }
  })

  it('has a drawing for every category', () => {
    const kinds = CATEGORY_TREE.flatMap((root) => root.branches.flatMap((b) => b.leaves.map((l) => l.kind)))
    for (const kind of kinds) expect(SHAPES[kind]).toBeTypeOf('function')
    for (const kind of Object.keys(SHAPES) as (keyof typeof SHAPES)[]) {
      for (const view of [1, 2, 3] as const) expect(productSvg(123_456, kind, view).length).toBeLessThan(2048)
    }
  })

  it('draws the banners the tab frame links to', async () => {
    const { body } = await fetchJson(`${backend.url}/bff/tab/frame?productGroup1Id=2`)
    for (const banner of body.tab.banners) await expectSvg(`${cdn}${banner.imageUrl.replace(/^\/cdn/, '')}`)
  })

  it('draws every navigation icon, plain and active', async () => {
    for (const type of ['home', 'category', 'search', 'community', 'my', 'login', 'adoption']) {
      const plain = await expectSvg(`${cdn}/nav/${type}.svg`)
      expect(await expectSvg(`${cdn}/nav/${type}-active.svg`)).not.toBe(plain)
    }
  })

  it('answers 404 for anything unknown', async () => {
    for (const path of ['/products/999999.svg', '/products/abc.svg', '/banners/9-999.svg', '/nav/cart.svg', '/nav/home.png', '/other']) {
      const response = await fetch(`${cdn}${path}`)
      expect(response.status, path).toBe(404)
    }
  })
})
