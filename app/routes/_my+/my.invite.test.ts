import { describe, expect, test } from 'vitest'
import { INVITE_COUPON } from '../../../backend/accounts/invite'
import { signUpByEmail } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, signInFor, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { headers, loader } from './my.invite'

/** 친구 초대: the member's own code, and the friends who joined with it, their nicknames masked. */
const live = liveBackendForFile()

type Page = {
  summary: {
    inviteCode: string | null
    friendReward: { title: string; amount: number }
    joinedCount: number
    friends: { nickname: string; rewardTitle: string }[]
  }
}

const codeOf = async (userId: number) =>
  (await live.backend.db.query<{ invite_code: string }>('select invite_code from users where user_id = $1', [userId]))[0]?.invite_code

describe('친구 초대', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/my/invite')
    expect(answer.headers.get('location')).toBe(signInFor('/my/invite'))
  })

  test('a member’s own stored code and what a friend gets; no friends yet; never stored (decision 026)', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'invitenone')
    const answer = await visit(browser, loader, '/my/invite')
    expect(answer.status).toBe(200)
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    expect(((await answer.json()) as Page).summary).toEqual({
      inviteCode: await codeOf(member.userId),
      friendReward: { title: INVITE_COUPON.title, amount: INVITE_COUPON.discountAmount },
      joinedCount: 0,
      friends: [],
    })
  })

  test('a friend who signed up with the code is listed with the coupon, the nickname masked', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'inviter')
    const nickname = `초대친구${member.userId}`
    await signUpByEmail(live.backend, {
      mobile_no: `0108${String(process.pid % 1000).padStart(3, '0')}${String(member.userId % 10000).padStart(4, '0')}`,
      email: `invited${member.userId}@petshop.test`,
      nickname,
      invite_code: (await codeOf(member.userId)) as string,
    })
    const { summary } = (await (await visit(browser, loader, '/my/invite')).json()) as Page
    expect(summary.joinedCount).toBe(1)
    expect(summary.friends).toEqual([
      expect.objectContaining({ nickname: `초${'*'.repeat([...nickname].length - 1)}`, rewardTitle: INVITE_COUPON.title }),
    ])
    expect(JSON.stringify(summary)).not.toContain(nickname)
  })
})
