import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endOtherSessions, findSession } from '../auth/sessions'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { device, fetchJson, login, newEmailMember, postJson, startTestBackend } from './helpers'

// docs/security.md, the second review, findings 5 and 6 (decision 020): refresh-token families, hashed tokens, a member's own session list.
const START = new Date('2026-11-21T20:00:00Z')
const DEMO_CAT = DEMO_USERS.cat
const DAY = 24 * 60 * 60 * 1000
let clock = START
let backend: RunningBackend
let v2: string

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock, testHooks: true })
  v2 = `${backend.url}/v2`
})
afterAll(() => backend.close())
beforeEach(() => {
  clock = START
})

const refresh = (refreshToken: string) => postJson(`${v2}/auth/refresh`, { refresh_token: refreshToken, ...device })
const detail = (token: string) => postJson(`${v2}/user/detail`, { ...device, session: token }, { authorization: token })
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('refresh-token families', () => {
  it('rotation keeps the absolute lifetime counted from sign-in: after 30 days no rotation works', async () => {
    let tokens = (await login(backend, 'cat@petshop.test')).body
    // Rotated every 10 days, the family still ends 30 days after the sign-in.
    for (const days of [10, 20, 29]) {
      clock = new Date(START.getTime() + days * DAY)
      const rotated = await refresh(tokens.refresh_token)
      expect([days, rotated.status]).toEqual([days, 200])
      tokens = rotated.body
    }
    // The access token never outlives the family.
    expect(new Date(tokens.token_expire_date).getTime()).toBeLessThanOrEqual(START.getTime() + 30 * DAY)
    clock = new Date(START.getTime() + 30 * DAY + 1000)
    const late = await refresh(tokens.refresh_token)
    expect(late.status).toBe(401)
    expect(late.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' })
  })

  it('presenting a rotated refresh token revokes the whole family: the current tokens stop working too', async () => {
    const first = (await login(backend, 'demo@petshop.test')).body
    const second = (await refresh(first.refresh_token)).body
    expect((await detail(second.access_token)).status).toBe(200)
    // An attacker replays the stolen, already rotated token.
    const replay = await refresh(first.refresh_token)
    expect(replay.status).toBe(401)
    expect(replay.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' })
    // The victim's current pair is gone as well: both sign in again.
    expect((await detail(second.access_token)).status).toBe(401)
    expect((await refresh(second.refresh_token)).status).toBe(401)
  })

  it("a replay ends only its own family, not the member's other sign-ins", async () => {
    const other = (await login(backend, 'demo@petshop.test')).body
    const first = (await login(backend, 'demo@petshop.test')).body
    await refresh(first.refresh_token)
    await refresh(first.refresh_token)
    expect((await detail(other.access_token)).status).toBe(200)
  })
})

describe('tokens at rest', () => {
  it('the sessions table holds only SHA-256 hashes of the tokens, and lookups still work', async () => {
    const tokens = (await login(backend, 'demo@petshop.test')).body
    const rows = await backend.db.query<Record<string, unknown>>('select * from sessions')
    const text = JSON.stringify(rows)
    expect(text).not.toContain(tokens.access_token)
    expect(text).not.toContain(tokens.refresh_token)
    const [mine] = await backend.db.query('select 1 as found from sessions where token = $1 and refresh_token = $2', [
      sha256(tokens.access_token),
      sha256(tokens.refresh_token),
    ])
    expect(mine).toEqual({ found: 1 })
    expect((await detail(tokens.access_token)).status).toBe(200)
    // The test hook still takes the token itself.
    expect((await postJson(`${v2}/test/tokens/expire`, { access_token: tokens.access_token })).status).toBe(200)
    expect((await detail(tokens.access_token)).status).toBe(401)
  })

  it('event logs keep no session token', async () => {
    const tokens = (await login(backend, 'demo@petshop.test')).body
    const event = { name: 'visit_route', session: tokens.access_token, mobile_device_id: 'test-device', data: { page: 'home' } }
    expect((await postJson(`${v2}/event/logging`, event)).status).toBe(200)
    const rows = await backend.db.query('select * from event_logs')
    expect(JSON.stringify(rows)).not.toContain(tokens.access_token)
  })
})

describe("a member's sessions", () => {
  const list = (token: string) => postJson(`${v2}/user/sessions`, { ...device, session: token }, { authorization: token })
  const endOthers = (token: string) => postJson(`${v2}/user/sessions/end-others`, { ...device, session: token }, { authorization: token })
  type Listed = { session_id: string; mobile_os_code: string | null; created_at: string; last_seen_at: string; current: boolean }

  it("lists the bearer's sessions with the current one marked, last seen at most once a minute", async () => {
    const phone = (
      await postJson(`${v2}/auth/login`, { email: 'cat@petshop.test', password: 'Petshop123!', mobile_device_id: 'p', mobile_os_code: 'A' })
    ).body
    const web = (
      await postJson(`${v2}/auth/login`, { email: 'cat@petshop.test', password: 'Petshop123!', mobile_device_id: 'w', mobile_os_code: 'C' })
    ).body
    const { status, body } = await list(web.access_token)
    expect(status).toBe(200)
    const sessions = body.sessions as Listed[]
    expect(sessions.filter((s) => s.current).map((s) => s.mobile_os_code)).toEqual(['C'])
    expect(sessions.map((s) => s.mobile_os_code)).toEqual(expect.arrayContaining(['A', 'C']))
    expect(JSON.stringify(body)).not.toContain(phone.access_token)
    const seen = sessions.find((s) => s.mobile_os_code === 'A')?.last_seen_at
    clock = new Date(START.getTime() + 30_000)
    await detail(phone.access_token)
    expect(((await list(web.access_token)).body.sessions as Listed[]).find((s) => s.mobile_os_code === 'A')?.last_seen_at).toBe(seen)
    clock = new Date(START.getTime() + 61_000)
    await detail(phone.access_token)
    const later = ((await list(web.access_token)).body.sessions as Listed[]).find((s) => s.mobile_os_code === 'A')
    expect(later?.last_seen_at).toBe(clock.toISOString())
  })

  it('ends every other session of the member and keeps the one that asked', async () => {
    const keep = (await login(backend, 'link@petshop.test')).body
    const other = (await login(backend, 'link@petshop.test')).body
    const { status, body } = await endOthers(keep.access_token)
    expect(status).toBe(200)
    expect(body.ended).toBeGreaterThanOrEqual(1)
    expect((await detail(other.access_token)).status).toBe(401)
    expect((await refresh(other.refresh_token)).status).toBe(401)
    expect((await detail(keep.access_token)).status).toBe(200)
    expect(((await list(keep.access_token)).body.sessions as Listed[]).length).toBe(1)
  })

  it('POST /auth/check answers ok for a live session and 401 once it has ended', async () => {
    const tokens = (await login(backend, 'demo@petshop.test')).body
    const check = () => postJson(`${v2}/auth/check`, device, { authorization: tokens.access_token })
    expect(await check()).toMatchObject({ status: 200, body: { ok: true, user_id: 1 } })
    await postJson(`${v2}/user/logout`, device, { authorization: tokens.access_token })
    expect((await check()).status).toBe(401)
  })

  it("endOtherSessions keeps the caller whether it is given the token or a Session's (hashed) token", async () => {
    const keep = (await login(backend, 'cat@petshop.test')).body
    const other = (await login(backend, 'cat@petshop.test')).body
    const session = await findSession(backend.db, keep.access_token, clock)
    expect(await endOtherSessions(backend.db, DEMO_CAT, session?.token ?? '')).toBeGreaterThanOrEqual(1)
    expect((await detail(keep.access_token)).status).toBe(200)
    expect((await detail(other.access_token)).status).toBe(401)
    const third = (await login(backend, 'cat@petshop.test')).body
    await endOtherSessions(backend.db, DEMO_CAT, keep.access_token)
    expect((await detail(keep.access_token)).status).toBe(200)
    expect((await detail(third.access_token)).status).toBe(401)
  })

  it('answers 401 without a session', async () => {
    expect((await postJson(`${v2}/user/sessions`, device)).status).toBe(401)
    expect((await postJson(`${v2}/user/sessions/end-others`, device, { authorization: 'nope' })).status).toBe(401)
  })
})

describe('sessions are what the list shows (decision 041)', () => {
  type Listed = { session_id: string; mobile_os_code: string | null; current: boolean }
  const as = (token: string, body: Record<string, unknown> = {}) =>
    [{ ...device, session: token, ...body }, { authorization: token }] as const
  const list = async (token: string) => (await postJson(`${v2}/user/sessions`, ...as(token))).body.sessions as Listed[]
  const endOthers = (token: string) => postJson(`${v2}/user/sessions/end-others`, ...as(token))
  const changePassword = (token: string, current: string, next: string) =>
    postJson(`${v2}/user/password/update`, ...as(token, { current_password: current, new_password: next }))
  /** POST /auth/user with a bearer: a new pair in the bearer's sign-in, as the shop's /api/auth/user asks for it. */
  const mint = (bearer: string, os: string, deviceId: string) =>
    postJson(`${v2}/auth/user`, { mobile_device_id: deviceId, mobile_os_code: os, session: bearer }, { authorization: bearer })

  /**
   * The finding's start: the app signs in (its own pair), signs its web view in (a pair of the
   * web view's, minted with the app's bearer), and a thief holding the app's access token mints
   * one more pair with it.
   */
  async function appWebViewAndThief() {
    const member = await newEmailMember(backend, 'families')
    const app = (
      await postJson(`${v2}/auth/login`, { email: member.email, password: member.password, mobile_device_id: 'app', mobile_os_code: 'A' })
    ).body
    const webView = (await mint(app.access_token, 'A', 'web-view')).body
    const thief = (await mint(app.access_token, 'I', 'thief-phone')).body
    expect([app.access_token, webView.access_token, thief.access_token].every(Boolean)).toBe(true)
    return { member, app, webView, thief }
  }

  it('a pair minted with a stolen app token is a row of the list, with the device it named', async () => {
    const { webView } = await appWebViewAndThief()
    const rows = await list(webView.access_token)
    // The app, its web view (this one) and the thief's pair: three rows, not one per sign-in.
    expect(rows).toHaveLength(3)
    expect(rows.filter((row) => row.current).map((row) => row.mobile_os_code)).toEqual(['A'])
    expect(rows.map((row) => row.mobile_os_code).sort()).toEqual(['A', 'A', 'I'])
    expect(new Set(rows.map((row) => row.session_id)).size).toBe(3)
  })

  it("the finding's steps: 다른 기기에서 로그아웃 and a new password from the web view, and the thief's pair is refused", async () => {
    const { member, app, webView, thief } = await appWebViewAndThief()
    // The member ends every other sign-in from the web view, then changes the password there.
    const ended = await endOthers(webView.access_token)
    expect(ended).toMatchObject({ status: 200, body: { ended: 2 } })
    expect(await changePassword(webView.access_token, member.password, 'Newpass2@')).toMatchObject({ status: 200, body: { ok: true } })

    // The thief's pair answers nothing any more: no new pair, no refresh.
    expect((await mint(thief.access_token, 'I', 'thief-phone')).status).toBe(401)
    expect((await refresh(thief.refresh_token)).status).toBe(401)
    expect((await detail(thief.access_token)).status).toBe(401)
    // The stolen app token itself cannot mint another one.
    expect((await mint(app.access_token, 'I', 'thief-phone')).status).toBe(401)
    expect((await refresh(app.refresh_token)).status).toBe(401)
    // The web view that pressed stays signed in, and is all the list shows.
    expect((await detail(webView.access_token)).status).toBe(200)
    expect((await list(webView.access_token)).map((row) => row.current)).toEqual([true])
    expect((await refresh(webView.refresh_token)).status).toBe(200)
  })

  it("a new password alone ends the thief's pair and the app's, and keeps the web view that asked", async () => {
    const { member, app, webView, thief } = await appWebViewAndThief()
    expect((await changePassword(webView.access_token, member.password, 'Newpass2@')).status).toBe(200)
    expect((await mint(thief.access_token, 'I', 'thief-phone')).status).toBe(401)
    expect((await refresh(thief.refresh_token)).status).toBe(401)
    expect((await mint(app.access_token, 'I', 'thief-phone')).status).toBe(401)
    expect((await detail(webView.access_token)).status).toBe(200)
  })

  it("a new mobile number alone ends the thief's pair too", async () => {
    const { member, webView, thief } = await appWebViewAndThief()
    const mobileNo = `0109${member.mobileNo.slice(-7)}`
    expect((await postJson(`${v2}/user/certification/send`, { mobile_no: mobileNo, purpose: 'CHANGE' })).status).toBe(200)
    const [sent] = (await fetchJson(`${backend.url}/connect/sms/outbox?mobileNo=${mobileNo}`)).body.messages
    const changed = await postJson(
      `${v2}/user/mobile/update`,
      ...as(webView.access_token, { mobile_no: mobileNo, certification_key: sent.certificationKey, current_password: member.password }),
    )
    expect(changed).toMatchObject({ status: 200, body: { mobile_no: mobileNo } })
    expect((await mint(thief.access_token, 'I', 'thief-phone')).status).toBe(401)
    expect((await refresh(thief.refresh_token)).status).toBe(401)
    expect((await detail(webView.access_token)).status).toBe(200)
  })

  it('다른 기기에서 로그아웃 counts the pairs it ended, as the list showed them', async () => {
    const { webView } = await appWebViewAndThief()
    const member = (await list(webView.access_token)).length
    const other = await endOthers(webView.access_token)
    expect(other.body.ended).toBe(member - 1)
  })
})
