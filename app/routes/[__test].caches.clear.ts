import { json } from '@remix-run/node'
import { clearAllCaches } from '~/backends/cache.server'
import { getEnv } from '~/config.server'

/**
 * Test hook (EMBEDDED_TEST_HOOKS=true only, never in production): forgets the shop's short-lived
 * caches (user detail 3 min, experiments, guests' navigation, frames and product pages) so browser tests need not wait.
 * A route rather than Express middleware because the caches live in the Remix build's modules.
 */
export async function action() {
  if (getEnv().EMBEDDED_TEST_HOOKS !== 'true') throw json({ code: 'NOT_FOUND' }, { status: 404 })
  clearAllCaches()
  return json({ ok: true })
}

export async function loader() {
  throw json({ code: 'NOT_FOUND' }, { status: 404 })
}
