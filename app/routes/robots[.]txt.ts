import { getEnv } from '~/config.server'
import { robotsTxt } from '~/domain/sitemap'
import { cacheHeaders } from '~/http/cache-headers'
import { readOnlyRoute } from '~/http/responses.server'

/** `/robots.txt`: what crawlers leave alone, and the sitemap by its absolute URL on PUBLIC_URL (decision 060). */
export function loader() {
  return new Response(robotsTxt(getEnv().PUBLIC_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cacheHeaders('guest-shareable') },
  })
}

export const action = readOnlyRoute
