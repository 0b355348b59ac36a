import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openPglite } from '../db/pglite'
import type { RunningBackend } from '../index'
import { device, fetchJson, postJson, startTestBackend } from './helpers'

/**
 * docs/security.md, the second review, finding 10: sign-up answered "already registered" before the key was checked; keys
 * had no daily cap; a withdrawn member re-joined at once for the coupon and the deal again;
 * invite codes were sequential (`PET00001`).
 */

let backend: RunningBackend
let v2: string
let offsetMs = 0

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true, now: () => new Date(Date.now() + offsetMs) })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())

let numbers = 0
const freshNumber = () => `0105500${String(++numbers).padStart(4, '0')}`
const HOUR = 60 * 60 * 1000

const send = (mobile_no: string, ip?: string, purpose = 'SIGNUP') =>
  postJson(`${v2}/user/certification/send`, { mobile_no, purpose }, ip ? { 'x-client-ip': ip } : {})

async function sentKey(mobileNo: string, ip?: string, purpose = 'SIGNUP'): Promise<string> {
  expect((await send(mobileNo, ip, purpose)).status).toBe(200)
  return (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages[0].certificationKey
}

const signup = (form: Record<string, unknown>) => postJson(`${v2}/user/signup/email`, form)

function form(n: number, overrides: Record<string, unknown>) {
  return {
    email: `farm${n}@petshop.test`,
    password: 'Farmpass77!',
    name: '농부',
    nickname: `농부${n}`,
    marketing_agree: false,
    ...device,
    ...overrides,
  }
}

describe('sign-up order', () => {
  it('without a valid key nobody learns whether an e-mail or a number is registered', async () => {
    const mobile = freshNumber()
    await sentKey(mobile)
    for (const overrides of [{ email: 'demo@petshop.test' }, { mobile_no: '01012345678' }, { nickname: '코코언니' }]) {
      const answer = await signup(form(numbers, { mobile_no: mobile, certification_key: '99999', ...overrides }))
      expect([JSON.stringify(overrides), answer.status]).toEqual([JSON.stringify(overrides), 400])
      expect(answer.body.reason).toMatch(/^CERTIFICATION_/)
    }
    // demo's own number without its key: the key is required, nothing about the member.
    const demo = await signup(form(numbers, { mobile_no: '01012345678', certification_key: '12345' }))
    expect(demo.body.reason).toMatch(/^CERTIFICATION_/)
  })
})

describe('a member’s number at 인증번호 받기 (decision 026)', () => {
  /** A seeded member's number; each test takes a different one, so their send limits never meet. */
  const memberNumber = async (where: string) =>
    (
      await backend.db.query<{ mobile_no: string }>(
        `select mobile_no from users where status = 'ACTIVE' and ${where} order by user_id limit 1`,
      )
    )[0]?.mobile_no as string
  const outbox = async (mobileNo: string) => (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages
  const hiddenKey = async (mobileNo: string) =>
    (
      await backend.db.query<{ certification_key: string }>('select certification_key from certifications where mobile_no = $1', [mobileNo])
    )[0]?.certification_key as string

  it('the phone is told the number is a member’s and where to find the account; the page hears what any number gets', async () => {
    const member = await memberNumber(`user_id = 2`)
    const fresh = freshNumber()
    const [toMember, toFresh] = [await send(member), await send(fresh)]
    expect(toMember.status).toBe(200)
    expect(toMember.body).toEqual(toFresh.body)
    const [notice] = await outbox(member)
    expect(notice).toMatchObject({ certificationKey: null, text: expect.stringContaining('이미 있어요') })
    expect(notice.text).toContain('아이디 찾기')
    expect(notice.text).toContain('이메일 로그인')
    expect(notice.text).not.toMatch(/\d{5}/)
    // A wrong key answers as for any number, and so do five of them.
    const hidden = await hiddenKey(member)
    const wrong = hidden === '00000' ? '11111' : '00000'
    for (const mobile of [member, fresh]) {
      const answer = await signup(form(numbers, { mobile_no: mobile, certification_key: wrong }))
      expect([mobile === member, answer.status, answer.body.reason]).toEqual([mobile === member, 400, 'CERTIFICATION_INVALID'])
    }
  })

  it('a social member’s number is told which login it has', async () => {
    const kakao = await memberNumber(`signup_channel = 'KAKAO'`)
    expect((await send(kakao)).status).toBe(200)
    expect((await outbox(kakao))[0].text).toContain('카카오 로그인')
  })

  it('notices count against the same limits as keys, and finding the account still sends a key', async () => {
    const member = await memberNumber(`email = 'link@petshop.test'`)
    for (let i = 0; i < 5; i++) expect((await send(member)).status).toBe(200)
    expect((await send(member)).status).toBe(429)
    offsetMs += HOUR + 1000
    expect((await send(member, undefined, 'FIND')).status).toBe(200)
    expect((await outbox(member))[0].certificationKey).toMatch(/^\d{5}$/)
  })
})

describe('daily certification caps', () => {
  it('one number gets at most 10 keys a day, even spread over hours; the next day it may again', async () => {
    const mobile = freshNumber()
    for (let i = 0; i < 2; i++) {
      for (let j = 0; j < 5; j++) expect((await send(mobile)).status).toBe(200)
      offsetMs += HOUR + 1000
    }
    const refused = await send(mobile)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'DAILY_LIMIT' })
    expect(refused.body.retry_after).toBeGreaterThan(20 * 3600)
    expect(refused.body.message).toMatch(/[가-힣]/)
    offsetMs += 24 * HOUR
    expect((await send(mobile)).status).toBe(200)
  })

  it('one client address gets at most 100 keys a day, whatever the numbers; other addresses are not affected', async () => {
    const ip = '203.0.113.99'
    for (let i = 0; i < 100; i++) expect((await send(freshNumber(), ip)).status).toBe(200)
    const refused = await send(freshNumber(), ip)
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS', reason: 'DAILY_LIMIT' } })
    expect((await send(freshNumber(), '203.0.113.100')).status).toBe(200)
    // Refused sends store nothing: the number got no key.
    const number = freshNumber()
    await send(number, ip)
    expect((await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${number}`)).body.messages).toEqual([])
  })
})

describe('re-joining after a withdrawal', () => {
  async function joinAndLeave(mobile: string, n: number) {
    const joined = await signup(form(n, { mobile_no: mobile, certification_key: await sentKey(mobile) }))
    expect(joined.status).toBe(200)
    const left = await postJson(
      `${v2}/user/withdraw`,
      { reason: 'OTHER', password: 'Farmpass77!', ...device },
      { authorization: joined.body.access_token },
    )
    expect(left.status).toBe(200)
  }

  const welcome = async (token: string) =>
    (await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=1`, { headers: { authorization: token } })).body
  const coupons = async (userId: number) =>
    (await backend.db.query<{ n: number }>(`select count(*)::int as n from coupons where user_id = $1 and reason = 'INVITE'`, [userId]))[0]
      ?.n

  it('within 30 days: may re-join, but gets neither the invite coupon nor the first-purchase deal', async () => {
    const mobile = freshNumber()
    await joinAndLeave(mobile, 9001)
    offsetMs += 10 * 24 * HOUR
    const again = await signup(form(9002, { mobile_no: mobile, certification_key: await sentKey(mobile), invite_code: 'HANA2PET7K' }))
    expect(again.status).toBe(200)
    expect(await coupons(again.body.user_id)).toBe(0)
    expect(await welcome(again.body.access_token)).toMatchObject({ eligible: false, reason: 'REJOINED' })
  })

  it('after 30 days: both apply again', async () => {
    const mobile = freshNumber()
    await joinAndLeave(mobile, 9003)
    offsetMs += 31 * 24 * HOUR
    const again = await signup(form(9004, { mobile_no: mobile, certification_key: await sentKey(mobile), invite_code: 'HANA2PET7K' }))
    expect(again.status).toBe(200)
    expect(await coupons(again.body.user_id)).toBe(1)
    expect(await welcome(again.body.access_token)).toMatchObject({ eligible: true, reason: null })
  })
})

describe('invite codes', () => {
  it('a new member’s code is 10 characters of an unambiguous alphabet, not PET + the id', async () => {
    const codes: string[] = []
    for (let i = 0; i < 3; i++) {
      const mobile = freshNumber()
      const answer = await signup(form(9100 + i, { mobile_no: mobile, certification_key: await sentKey(mobile) }))
      expect(answer.status).toBe(200)
      const [row] = await backend.db.query<{ invite_code: string }>('select invite_code from users where user_id = $1', [
        answer.body.user_id,
      ])
      codes.push(row?.invite_code ?? '')
    }
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/)
    expect(new Set(codes).size).toBe(3)
  })

  it('no seeded member has a sequential code, and the demo’s is the README’s', async () => {
    const [row] = await backend.db.query<{ sequential: number }>(
      `select count(*)::int as sequential from users where invite_code ~ '^PET[0-9]{5}$'`,
    )
    expect(row?.sequential).toBe(0)
    expect((await backend.db.query('select invite_code from users where user_id = 1'))[0]).toEqual({ invite_code: 'HANA2PET7K' })
  })
})

describe('migration 016 (invite codes of members from before)', () => {
  it('gives every member with a sequential code a random one of the new form, all different', async () => {
    const db = await openPglite('memory://')
    try {
      await migrate(
        db,
        migrations.filter((m) => m.version < 16),
      )
      for (let id = 1; id <= 40; id++) {
        await db.query(`insert into users (user_id, email, name, nickname, invite_code) values ($1, $2, '옛회원', $3, $4)`, [
          id,
          `old${id}@petshop.test`,
          `옛회원${id}`,
          `PET${String(id).padStart(5, '0')}`,
        ])
      }
      await migrate(db, migrations)
      const [row] = await db.query<{ codes: number; fresh: number }>(
        `select count(distinct invite_code)::int as codes,
                count(*) filter (where invite_code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$')::int as fresh from users`,
      )
      expect(row).toEqual({ codes: 40, fresh: 40 })
    } finally {
      await db.close()
    }
  })
})
