import { getEnv } from '~/config.server'
import { robotsTxt } from '~/domain/sitemap'
import { readOnlyRoute } from '~/http/responses.server'
import { crawlerFile } from './__sitemap.server'

/** `/robots.txt`: what crawlers leave alone, and the sitemap by its absolute URL on PUBLIC_URL (decision 060). */
export function loader() {
  return crawlerFile(robotsTxt(getEnv().PUBLIC_URL), 'text/plain')
}

export const action = readOnlyRoute
