import { expect, test } from 'vitest'
import { xmlProblem } from '../../tests/support/xml'
import { parseSitemapFile, robotsTxt, sitemapFiles, urlsetXml, xmlEscape } from './sitemap'

test('[decision 060] a kind’s files: one per 10,000 URLs, at least one', () => {
  expect(sitemapFiles('products', 0, 10_000)).toEqual(['/sitemap/products-1.xml'])
  expect(sitemapFiles('products', 10_000, 10_000)).toEqual(['/sitemap/products-1.xml'])
  expect(sitemapFiles('products', 10_001, 10_000)).toEqual(['/sitemap/products-1.xml', '/sitemap/products-2.xml'])
})

test('only the files the index can name are read', () => {
  expect(parseSitemapFile('posts-12.xml')).toEqual({ kind: 'posts', page: 12 })
  for (const name of ['posts-0.xml', 'posts-01.xml', 'members-1.xml', 'posts-1.txt', 'posts-1234567.xml', undefined]) {
    expect(parseSitemapFile(name), String(name)).toBeNull()
  }
})

test('everything written into the XML is escaped, and the result is well-formed', () => {
  expect(xmlEscape(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  const xml = urlsetXml('https://shop.example', 'categories', [
    { id: 21, path: [5, 21], slug: null, updatedAt: '2026-11-20T03:00:00.000Z' },
    { id: 22, path: null, slug: null, updatedAt: '<bad & odd>' },
    { id: 23, path: [5, 23], slug: null, updatedAt: null },
  ])
  expect(xmlProblem(xml)).toBeNull()
  expect(xml).toContain('<url><loc>https://shop.example/category/5/21</loc><lastmod>2026-11-20T03:00:00.000Z</lastmod></url>')
  expect(xml).toContain('<lastmod>&lt;bad &amp; odd&gt;</lastmod>')
  expect(xml).toContain('<url><loc>https://shop.example/category/5/23</loc></url>')
  expect(xmlProblem(xml.replace('&lt;bad &amp;', '<bad &'))).not.toBeNull()
})

test('robots.txt ends with the absolute sitemap URL', () => {
  expect(robotsTxt('https://shop.example').trimEnd().split('\n').at(-1)).toBe('Sitemap: https://shop.example/sitemap.xml')
})

test('a named event is listed by its name, others by id', () => {
  const xml = urlsetXml('https://shop.example', 'events', [
    { id: 1, path: null, slug: 'app', updatedAt: null },
    { id: 3, path: null, slug: null, updatedAt: null },
  ])
  expect(xml).toContain('<loc>https://shop.example/event/app</loc>')
  expect(xml).toContain('<loc>https://shop.example/event/3</loc>')
})
