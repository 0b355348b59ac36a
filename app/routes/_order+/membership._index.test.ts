import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, paidMembershipJoin } from '../../../tests/fixtures/route-members'
import { action, loader } from './membership._index'

/** /membership: plans and grades for everyone, a member's own membership, 자동 갱신 on and off. */
const live = liveBackendForFile()

type Page = {
  offer: { plans: { planCode: string; price: number }[] }
  grades: unknown
  member: { status: { membership: { planCode: string; autoRenew: boolean } | null }; gradeName: string | null } | null
}

async function joinedMember(tag: string) {
  const { browser, member } = await memberBrowser(live.backend, tag)
  const { token, orderKey, paymentKey } = await paidMembershipJoin(live.backend, member.userId)
  expect((await v2Call(live.backend, '/membership/confirm', token, { order_key: orderKey, payment_key: paymentKey })).status).toBe(200)
  return { browser, member }
}

const autoRenewOf = async (userId: number) =>
  (await live.backend.db.query<{ auto_renew: boolean }>('select auto_renew from memberships where user_id = $1', [userId]))[0]?.auto_renew

describe('the membership page', () => {
  test('a guest sees the stored plans, no membership, and the answer is only private', async () => {
    const answer = await visit(new Browser(), loader, '/membership')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const page = (await answer.json()) as Page
    const plans = await live.backend.db.query<{ plan_code: string; price: number }>(
      'select plan_code, price from membership_plans order by price',
    )
    expect(page.offer.plans.map((p) => [p.planCode, p.price]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual(
      plans.map((p) => [p.plan_code, p.price]),
    )
    expect(page.member).toBeNull()
  })

  test('a member who never joined: no membership, the grade, never stored (decision 026)', async () => {
    const { browser } = await memberBrowser(live.backend, 'msnone')
    const answer = await visit(browser, loader, '/membership')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as Page
    expect(page.member?.status.membership).toBeNull()
    // Nothing bought in the last 3 months: the first grade of the stored ladder.
    const [first] = await live.backend.db.query<{ grade_name: string }>(
      'select grade_name from user_grades where min_purchase_amount <= 0 order by sort_order desc limit 1',
    )
    expect(page.member?.gradeName).toBe(first?.grade_name)
  })

  test('a member who joined sees the plan and renewal on', async () => {
    const { browser } = await joinedMember('msjoined')
    const page = (await (await visit(browser, loader, '/membership')).json()) as Page
    expect(page.member?.status.membership).toMatchObject({ planCode: 'MONTHLY', autoRenew: true })
  })
})

describe('자동 갱신 해지 and 다시 켜기', () => {
  test('off, then on again: each stored, each with its toast', async () => {
    const { browser, member } = await joinedMember('msrenew')
    const off = await visit(browser, action, '/membership', formPost({ autoRenew: 'off' }))
    expect(off.status).toBe(302)
    expect(off.headers.get('location')).toBe('/membership')
    expect(await toastOf(browser)).toEqual({ message: MEMBERSHIP_MSG.membership.renewalCancelled, tone: 'success' })
    expect(await autoRenewOf(member.userId)).toBe(false)
    await visit(browser, action, '/membership', formPost({ autoRenew: 'on' }))
    expect(await toastOf(browser)).toEqual({ message: MEMBERSHIP_MSG.membership.renewalResumed, tone: 'success' })
    expect(await autoRenewOf(member.userId)).toBe(true)
  })

  test('a value that is neither on nor off: 잘못된 요청이에요, renewal unchanged', async () => {
    const { browser, member } = await joinedMember('msrenewbad')
    await visit(browser, action, '/membership', formPost({ autoRenew: 'false' }))
    expect(await toastOf(browser)).toEqual({ message: MSG.error.badRequest, tone: 'error' })
    expect(await autoRenewOf(member.userId)).toBe(true)
  })

  test('a member without a membership is told 이용 중인 펫멤버십이 없어요, and none is made', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'msrenewnone')
    const answer = await visit(browser, action, '/membership', formPost({ autoRenew: 'off' }))
    expect(answer.status).toBe(302)
    expect(await toastOf(browser)).toEqual({ message: MEMBERSHIP_MSG.membership.notMember, tone: 'error' })
    expect(await autoRenewOf(member.userId)).toBeUndefined()
  })

  test('a guest is sent to sign-in', async () => {
    const answer = await visit(new Browser(), action, '/membership', formPost({ autoRenew: 'off' }))
    expect(answer.headers.get('location')).toBe(signInFor('/membership'))
  })
})
