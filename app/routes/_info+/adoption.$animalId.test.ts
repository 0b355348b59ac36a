import { describe, expect, test } from 'vitest'
import * as INFO_MSG from '~/domain/messages.info'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { action, loader } from './adoption.$animalId'

/** `/adoption/{id}`: an animal's profile; a member asks its shelter about it, once. */
const live = liveBackendForFile()
const M = INFO_MSG.adoption
const E = M.errors

type Refused = { result: { error: Record<string, string[] | null> } }

const animalWith = async (status: 'WAITING' | 'ADOPTED') => {
  const [row] = await live.backend.db.query<{ animal_id: number; name: string }>(
    'select animal_id, name from adoption_animals where status = $1 order by animal_id limit 1',
    [status],
  )
  if (!row) throw new Error(`no ${status} animal`)
  return { id: String(row.animal_id), name: row.name }
}
const form = (fields: Record<string, string> = {}) =>
  formPost({
    type: 'ADOPTION',
    housing: 'APARTMENT',
    mobileNo: '01012345678',
    message: '산책을 좋아하는 가족이에요. 연락 주세요.',
    agree: 'on',
    ...fields,
  })
const open = (browser: Browser, id: string) => visit(browser, loader, `/adoption/${id}`, {}, { animalId: id })
const ask = (browser: Browser, id: string, init = form()) => visit(browser, action, `/adoption/${id}`, init, { animalId: id })
const inquiriesOf = (userId: number) =>
  live.backend.db.query<{ animal_id: number; type: string }>('select animal_id, type from adoption_inquiries where user_id = $1', [userId])

describe('an animal’s page', () => {
  test('the stored animal for a guest, not asked about, private', async () => {
    const waiting = await animalWith('WAITING')
    const answer = await open(new Browser(), waiting.id)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const page = (await answer.json()) as { animal: { animalId: number; name: string }; asked: boolean; signedIn: boolean }
    expect(page.animal).toMatchObject({ animalId: Number(waiting.id), name: waiting.name })
    expect(page).toMatchObject({ asked: false, signedIn: false })
  })

  test('an unknown and a malformed id are the 404, never a 5xx', async () => {
    for (const id of ['99999999', 'abc', '0']) expect((await open(new Browser(), id)).status, id).toBe(404)
  })
})

describe('asking about an animal', () => {
  test('the inquiry is stored, the toast says so, and the page then says it was asked', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'adoptask')
    const waiting = await animalWith('WAITING')
    const answer = await ask(browser, waiting.id)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/adoption/inquiries')
    expect((await toastOf(browser))?.message).toBe(M.inquiry.done)
    expect(await inquiriesOf(member.userId)).toEqual([{ animal_id: Number(waiting.id), type: 'ADOPTION' }])
    expect(((await (await open(browser, waiting.id)).json()) as { asked: boolean }).asked).toBe(true)
  })

  test('a second time: 이미 문의했어요, still one inquiry', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'adopttwice')
    const waiting = await animalWith('WAITING')
    await ask(browser, waiting.id)
    const answer = await ask(browser, waiting.id, form({ type: 'FOSTER' }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error['']).toEqual([E.alreadyInquired])
    expect(await inquiriesOf(member.userId)).toEqual([{ animal_id: Number(waiting.id), type: 'ADOPTION' }])
  })

  test('an adopted animal: 이미 새 가족을 찾은 아이예요, nothing stored', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'adoptgone')
    const adopted = await animalWith('ADOPTED')
    const answer = await ask(browser, adopted.id)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error['']).toEqual([E.notAvailable])
    expect(await inquiriesOf(member.userId)).toEqual([])
  })

  test('a short message without consent: the form’s Korean errors, nothing stored', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'adoptbad')
    const waiting = await animalWith('WAITING')
    const answer = await ask(browser, waiting.id, form({ message: '연락주세요', agree: '' }))
    expect(answer.status).toBe(400)
    const { error } = ((await answer.json()) as Refused).result
    expect(error.message).toEqual([E.messageShort])
    expect(error.agree).toEqual([E.agreeRequired])
    expect(await inquiriesOf(member.userId)).toEqual([])
  })

  test('an unknown animal is the 404 and a guest is sent to sign-in; nothing stored', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'adoptunknown')
    expect((await ask(browser, '99999999')).status).toBe(404)
    expect(await inquiriesOf(member.userId)).toEqual([])
    const waiting = await animalWith('WAITING')
    expect((await ask(new Browser(), waiting.id)).headers.get('location')).toBe(signInFor(`/adoption/${waiting.id}`))
  })
})
