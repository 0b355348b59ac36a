import { describe, expect, test } from 'vitest'
import { POLICY_SLUGS, POLICY_TITLES } from '~/domain/policies/titles'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './policies._index'

/** `/policies`: every policy's title and effective date; the same for everyone. */
const live = liveBackendForFile()

type Page = { policies: { slug: string; title: string; effectiveDate: string }[] }

describe('the policy index', () => {
  test('every policy in order with its Korean title and a calendar effective date; shareable for a guest', async () => {
    const answer = await visit(new Browser(), loader, '/policies')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const { policies } = (await answer.json()) as Page
    expect(policies.map((p) => [p.slug, p.title])).toEqual(POLICY_SLUGS.map((slug) => [slug, POLICY_TITLES[slug]]))
    for (const p of policies) expect(p.effectiveDate, p.slug).toMatch(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  })

  test('a member gets the same list, kept private (the shell around it is theirs)', async () => {
    const { browser } = await memberBrowser(live.backend, 'policyindex')
    const answer = await visit(browser, loader, '/policies')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(((await answer.json()) as Page).policies.map((p) => p.slug)).toEqual([...POLICY_SLUGS])
  })
})
