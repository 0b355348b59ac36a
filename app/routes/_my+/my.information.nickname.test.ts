import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { newEmailMember } from '../../../backend/test/helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { action, headers, loader } from './my.information.nickname'

/** 닉네임 변경: spec §5's nickname rule (R5.x, the same as sign-up) and a nickname nobody else has. */
const live = liveBackendForFile()

const storedNickname = async (userId: number) =>
  (await live.backend.db.query<{ nickname: string }>('select nickname from users where user_id = $1', [userId]))[0]?.nickname

type Refused = { result: { error: Record<string, string[]> } }

describe('닉네임 변경', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/my/information/nickname')
    expect(answer.headers.get('location')).toBe(signInFor('/my/information/nickname'))
  })

  test('the form starts from the stored nickname, and is never stored (decision 026)', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'nickload')
    const answer = await visit(browser, loader, '/my/information/nickname')
    expect(answer.status).toBe(200)
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    expect(await answer.json()).toEqual({ nickname: await storedNickname(member.userId) })
  })

  test('a new nickname is stored, and 내 정보 says so', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'nicksave')
    const answer = await visit(browser, action, '/my/information/nickname', formPost({ nickname: `바뀐닉${member.userId}` }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/my/information')
    expect((await toastOf(browser))?.message).toBe(MY_MSG.info.nicknameSaved)
    expect(await storedNickname(member.userId)).toBe(`바뀐닉${member.userId}`)
  })

  test('a nickname against the rule: the rule in Korean, nothing changed', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'nickbad')
    const before = await storedNickname(member.userId)
    const answer = await visit(browser, action, '/my/information/nickname', formPost({ nickname: '<b>x' }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error.nickname).toEqual([MSG.validation.nicknameDefault])
    expect(await storedNickname(member.userId)).toBe(before)
  })

  test('another member’s nickname: 이미 사용 중인 닉네임이에요, nothing changed', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'nickmine')
    const other = await newEmailMember(live.backend, 'nicktheirs')
    const theirs = (await storedNickname(other.userId)) as string
    const before = await storedNickname(member.userId)
    const answer = await visit(browser, action, '/my/information/nickname', formPost({ nickname: theirs }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error.nickname).toEqual([MSG.validation.nicknameTaken])
    expect(await storedNickname(member.userId)).toBe(before)
  })

  test('a guest’s post changes nothing and goes to sign-in', async () => {
    const answer = await visit(new Browser(), action, '/my/information/nickname', formPost({ nickname: '몰래' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toMatch(/^\/auth\/signin\?/)
    expect(await live.backend.db.query('select 1 from users where nickname = $1', ['몰래'])).toEqual([])
  })
})
