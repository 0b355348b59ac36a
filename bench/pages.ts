import { signDeviceId } from '../app/session/device-id.server'
import { BENCH_SESSION_SECRET } from './shop'

/** A device whose experiments show the community (seeded like the e2e devices). */
export const COOKIE = `pd_device=${signDeviceId('e2e-device-2', [BENCH_SESSION_SECRET])}`

export const HOME = '/main/tab/2'
/** The search results page the bench loads: the dog side's most common word. */
export const RESULTS = `/search/1/result?${new URLSearchParams({ word: '사료' })}`

/** The first link on a page that matches `pattern` (a product of a category, a post of the feed). */
export async function firstLink(base: string, path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie: COOKIE } })).text()
  const found = pattern.exec(html)?.[0]
  if (!found) throw new Error(`no link like ${pattern} on ${path}`)
  return found
}

/** The eight pages the bench loads, in its order; the product and the post are the first linked from category 11 and the feed. */
export async function benchPages(base: string): Promise<{ key: string; name: string; path: string }[]> {
  return [
    { key: 'home', name: '홈', path: HOME },
    { key: 'category', name: '카테고리', path: '/category/11' },
    { key: 'product', name: '상품 상세', path: await firstLink(base, '/category/11', /\/product\/detail\/\d+/) },
    { key: 'results', name: '검색 결과', path: RESULTS },
    { key: 'feed', name: '커뮤니티 피드', path: '/community' },
    { key: 'post', name: '커뮤니티 글', path: await firstLink(base, '/community', /\/community\/post\/\d+/) },
    { key: 'cart', name: '장바구니', path: '/v2/cart' },
    { key: 'signup', name: '회원가입', path: '/auth/signup/email' },
  ]
}

/** Asks for a page `times` times, one after another, so the figures after are not start-up costs (JIT, caches). */
export async function warm(base: string, path: string, cookie: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await (await fetch(`${base}${path}`, { headers: { cookie } })).arrayBuffer()
}
