import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AppConfig } from '@remix-run/dev'
import { defineRoutes } from '@remix-run/dev/dist/config/routes'
import { expect, test } from 'vitest'

/**
 * Decision 055: route modules sit in `_area+` folders, and a folder must never change a URL. The
 * route tree is read the way `remix build` reads it (remix.config.js's `routes`, remix-flat-routes)
 * and every URL pattern, with its index flag and the pattern of its parent route, must equal the
 * checked-in list (route-urls.txt: the tree before the move). A new URL is added to that list on
 * purpose; a moved file that changes one fails here.
 */
const CONFIG = new URL('../../remix.config.js', import.meta.url)
const EXPECTED = fileURLToPath(new URL('./route-urls.txt', import.meta.url))

type Route = { id: string; parentId?: string; path?: string; index?: boolean }

async function urlPatterns(): Promise<string[]> {
  const { default: config } = (await import(pathToFileURL(fileURLToPath(CONFIG)).href)) as { default: AppConfig }
  const manifest = (await config.routes?.(defineRoutes)) as Record<string, Route>
  const patternOf = (route: Route | undefined): string => {
    if (!route) return ''
    const parent = patternOf(route.parentId ? manifest[route.parentId] : undefined)
    return route.path ? `${parent}/${route.path}` : parent
  }
  return Object.values(manifest)
    .map((route) => {
      const parent = route.parentId && route.parentId !== 'root' ? ` under ${patternOf(manifest[route.parentId]) || '/'}` : ''
      return `${patternOf(route) || '/'}${route.index ? ' (index)' : ''}${route.path || route.index ? '' : ' (layout)'}${parent}`
    })
    .sort()
}

test('every URL of the route tree is the one it was: same patterns, index routes and nesting', async () => {
  const expected = readFileSync(EXPECTED, 'utf8').split('\n').filter(Boolean)
  expect(await urlPatterns()).toEqual(expected)
})
