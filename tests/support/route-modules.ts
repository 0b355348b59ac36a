import { readdirSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'

/** app/routes, with its trailing slash. */
export const ROUTES_DIR = fileURLToPath(new URL('../../app/routes/', import.meta.url))

/**
 * The modules Remix serves as routes, as paths inside app/routes (`_order+/v2.cart.tsx`): routes
 * sit in `_area+` folders (decision 055) and remix.config.js ignores tests and the `__*` helpers.
 */
export function routeModules(): string[] {
  return readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => {
      const name = basename(path)
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('__') && !name.startsWith('.')
    })
    .sort()
}
