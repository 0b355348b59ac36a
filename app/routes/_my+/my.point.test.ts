import { describe, expect, test } from 'vitest'
import { POINT_RULES } from '~/domain/points'
import { postJson } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, signInFor, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { headers, loader } from './my.point'

/** /my/point (적립금, decision 044): the balance and the movements the ledger stored, 20 a page. */
const live = liveBackendForFile()

type Page = {
  size: number
  summary: {
    balance: number
    page: number
    totalCount: number
    rules: { validityDays: number }
    movements: { kind: string; reason: string; amount: number; expiresAt: string | null }[]
  }
}

const grant = async (userId: number, amount: number) =>
  expect((await postJson(`${live.backend.url}/v2/test/points/grant`, { user_id: userId, amount })).status).toBe(200)

describe('적립금 (decision 044)', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/my/point')
    expect(answer.headers.get('location')).toBe(signInFor('/my/point'))
  })

  test('a new member has nothing yet; the page is never stored (decision 026)', async () => {
    const { browser } = await memberBrowser(live.backend, 'pointnone')
    const answer = await visit(browser, loader, '/my/point')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    const { summary } = (await answer.json()) as Page
    expect(summary).toMatchObject({ balance: 0, totalCount: 0, page: 1, movements: [] })
    expect(summary.rules.validityDays).toBe(POINT_RULES.validityDays)
  })

  test('the balance and the movements are the ledger’s, newest first, each lot with its expiry', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'pointlots')
    await grant(member.userId, 1500)
    await grant(member.userId, 700)
    const { summary, size } = (await (await visit(browser, loader, '/my/point')).json()) as Page
    expect(size).toBe(20)
    expect(summary.balance).toBe(2200)
    expect(summary.totalCount).toBe(2)
    expect(summary.movements.map((m) => [m.kind, m.reason, m.amount])).toEqual([
      ['EARN', 'EVENT', 700],
      ['EARN', 'EVENT', 1500],
    ])
    expect(summary.movements.every((m) => m.expiresAt !== null)).toBe(true)
  })

  test('a page past the end is empty, and a page that is no number is the first', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'pointpages')
    await grant(member.userId, 300)
    const second = (await (await visit(browser, loader, '/my/point?page=2')).json()) as Page
    expect(second.summary).toMatchObject({ page: 2, totalCount: 1, movements: [] })
    const odd = (await (await visit(browser, loader, '/my/point?page=-3%27')).json()) as Page
    expect(odd.summary.page).toBe(1)
    expect(odd.summary.movements.map((m) => m.amount)).toEqual([300])
  })
})
