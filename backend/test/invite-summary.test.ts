import { afterAll, beforeAll, expect, it } from 'vitest'
import { maskedNickname } from '../accounts/invite'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { signIn, signUpByEmail, startTestBackend } from './helpers'

/** 친구 초대 (`/user/invite`): the member's own code, and each friend who joined with it and what they got. */
let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
})
afterAll(() => backend.close())

async function joinWith(inviteCode: string, n: number): Promise<number> {
  const mobile = `0109170${String(n).padStart(4, '0')}`
  const member = await signUpByEmail(backend, {
    email: `invited${n}@petshop.test`,
    name: '초대받음',
    nickname: `초대친구${n}`,
    mobile_no: mobile,
    invite_code: inviteCode,
  })
  return member.userId
}

it('needs a session; shows the code, the friend’s reward, and the friends who joined with it, newest first, masked', async () => {
  expect((await call('/user/invite', null)).status).toBe(401)
  const token = await signIn(backend, DEMO_USERS.demo)
  const before = (await call('/user/invite', token)).body
  expect(before).toMatchObject({
    invite_code: 'HANA2PET7K',
    friend_reward: { title: '친구 초대 5,000원 할인 쿠폰', amount: 5000 },
  })
  await joinWith('HANA2PET7K', 1)
  await joinWith('hana2pet7k', 2)
  const after = (await call('/user/invite', token)).body
  expect(after.joined_count).toBe(before.joined_count + 2)
  expect(after.friends.slice(0, 2)).toEqual([
    { nickname: '초****', joined_at: expect.any(String), reward_title: '친구 초대 5,000원 할인 쿠폰' },
    { nickname: '초****', joined_at: expect.any(String), reward_title: '친구 초대 5,000원 할인 쿠폰' },
  ])
  // Another member's list does not have them.
  const cat = (await call('/user/invite', await signIn(backend, DEMO_USERS.cat))).body
  expect(cat.invite_code).not.toBe('HANA2PET7K')
  expect(cat.friends.map((f: { nickname: string }) => f.nickname)).not.toContain('초****')
})

it('a nickname shows its first letter only', () => {
  expect(maskedNickname('코코언니')).toBe('코***')
  expect(maskedNickname('a')).toBe('a*')
})
