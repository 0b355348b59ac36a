import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { alertOf, Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, paidMembershipJoin } from '../../../tests/fixtures/route-members'
import { action, loader } from './membership.order_.return'

/** The payment page's way back: the join is confirmed once; a decline or a bad key changes nothing. */
const live = liveBackendForFile()

const membershipOf = async (userId: number) =>
  (await live.backend.db.query<{ status: string }>('select status from memberships where user_id = $1', [userId]))[0]?.status

const O = MEMBERSHIP_MSG.order
const back = (orderKey: string, paymentKey: string) =>
  `/membership/order/return?orderKey=${encodeURIComponent(orderKey)}&paymentKey=${encodeURIComponent(paymentKey)}`

describe('coming back from the payment page', () => {
  test('a guest is sent to sign-in and back to the same keys', async () => {
    const path = back('k1', 'p1')
    expect((await visit(new Browser(), loader, path)).headers.get('location')).toBe(signInFor(path))
  })

  test('approved: the membership is stored and the membership page says so; coming back again pays nothing twice', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'msreturn')
    const { orderKey, paymentKey } = await paidMembershipJoin(live.backend, member.userId)
    const answer = await visit(browser, loader, back(orderKey, paymentKey))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/membership')
    expect((await toastOf(browser))?.message).toBe(MEMBERSHIP_MSG.membership.joined)
    expect(await membershipOf(member.userId)).toBe('ACTIVE')
    const again = await visit(browser, loader, back(orderKey, paymentKey))
    expect(again.headers.get('location')).toMatch(/^\/membership/)
    const payments = await live.backend.db.query('select 1 from membership_orders where user_id = $1 and status = $2', [
      member.userId,
      'PAID',
    ])
    expect(payments).toHaveLength(1)
  })

  test('declined: back to the join page with the reason, no membership', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'msdeclined')
    const { orderKey, paymentKey } = await paidMembershipJoin(live.backend, member.userId, 'decline')
    const answer = await visit(browser, loader, back(orderKey, paymentKey || 'none'))
    expect(answer.headers.get('location')).toBe('/membership/order')
    expect((await alertOf(browser))?.message).toBe(O.declined)
    expect(await membershipOf(member.userId)).toBeUndefined()
  })

  test('hostile or missing keys: the Korean alert, nothing asked of V2, no membership', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'msbadkey')
    for (const path of ['/membership/order/return', back("x' or 1=1", 'y'), back('a'.repeat(101), 'b')]) {
      const answer = await visit(browser, loader, path)
      expect(answer.headers.get('location'), path).toBe('/membership/order')
      expect((await alertOf(browser))?.message).toBe(O.paymentInvalid)
    }
    expect(await membershipOf(member.userId)).toBeUndefined()
  })

  test('another member’s paid order: refused, and neither member has a membership', async () => {
    const owner = await memberBrowser(live.backend, 'msowner')
    const { orderKey, paymentKey } = await paidMembershipJoin(live.backend, owner.member.userId)
    const { browser, member } = await memberBrowser(live.backend, 'msthief')
    const answer = await visit(browser, loader, back(orderKey, paymentKey))
    expect(answer.headers.get('location')).toBe('/membership/order')
    expect((await alertOf(browser))?.message).toBe(O.paymentInvalid)
    expect(await membershipOf(member.userId)).toBeUndefined()
    expect(await membershipOf(owner.member.userId)).toBeUndefined()
  })

  test('a POST reads nothing: the Korean 405, no membership', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'mspost')
    const { orderKey, paymentKey } = await paidMembershipJoin(live.backend, member.userId)
    const answer = await visit(browser, action, '/membership/order/return', formPost({ orderKey, paymentKey }))
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')).toBe('GET, HEAD')
    expect(((await answer.json()) as { message: string }).message).toBe(MSG.error.badRequest)
    expect(await membershipOf(member.userId)).toBeUndefined()
  })
})
