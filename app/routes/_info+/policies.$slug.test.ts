import { describe, expect, test } from 'vitest'
import { POLICY_SLUGS, POLICY_TITLES } from '~/domain/policies/titles'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './policies.$slug'

/** `/policies/{slug}`: one policy, its text in the loader's answer (so in the HTML, not a script). */
const live = liveBackendForFile()

type Page = {
  policy: {
    slug: string
    title: string
    intro: string
    sections: { heading: string; paragraphs: string[]; items?: string[] }[]
    closing: string
  }
}
const open = (browser: Browser, slug: string) => visit(browser, loader, `/policies/${slug}`, {}, { slug })

describe('a policy page', () => {
  test.each(POLICY_SLUGS)('%s: its title and Korean text, shareable for a guest', async (slug) => {
    const answer = await open(new Browser(), slug)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const { policy } = (await answer.json()) as Page
    expect(policy).toMatchObject({ slug, title: POLICY_TITLES[slug] })
    expect(policy.sections.length).toBeGreaterThan(0)
    expect(policy.sections.every((s) => /[가-힣]/.test(s.heading) && s.paragraphs.length + (s.items?.length ?? 0) > 0)).toBe(true)
  })

  test('a member’s copy is private', async () => {
    const { browser } = await memberBrowser(live.backend, 'policyslug')
    expect((await open(browser, 'terms')).headers.get('Cache-Control')).toBe('private, no-cache')
  })

  test('an unknown slug, another case or a path trick is the 404, never a 5xx', async () => {
    for (const slug of ['refund', 'TERMS', '..%2Fterms', '__proto__', 'constructor'])
      expect((await open(new Browser(), slug)).status, slug).toBe(404)
  })
})
