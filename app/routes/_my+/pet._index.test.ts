import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, petForm } from '../../../tests/fixtures/route-members'
import { action, headers, loader } from './pet._index'
import { action as registerAction } from './pet.register'

/** R3.4: the member's pets are listed; R3.2: 대표로 설정 moves the main pet. */
const live = liveBackendForFile()

async function ownerOfTwo(tag: string) {
  const { browser, member } = await memberBrowser(live.backend, tag)
  for (const [name, animal] of [['코코', 1] as const, ['나비', 2] as const])
    expect((await visit(browser, registerAction, '/pet/register', formPost(await petForm(live.backend, name, animal)))).status).toBe(302)
  const stored = await live.backend.db.query<{ pet_id: number; name: string; is_representative: boolean }>(
    'select pet_id, name, is_representative from pets where user_id = $1 order by pet_id',
    [member.userId],
  )
  return { browser, member, stored }
}

type Listed = { pets: { petId: number; name: string; animalGroup1Id: number; isMain?: boolean }[] }
const mainOf = async (userId: number) =>
  (await live.backend.db.query<{ name: string }>('select name from pets where user_id = $1 and is_representative', [userId])).map(
    (p) => p.name,
  )

describe('우리 아이 관리 lists the member’s pets (R3.4)', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/pet')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(signInFor('/pet'))
  })

  test('the member’s own pets, main first, as stored; never kept by a browser or cache (decision 026)', async () => {
    const { browser, stored } = await ownerOfTwo('petlist')
    const answer = await visit(browser, loader, '/pet')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    const { pets } = (await answer.json()) as Listed
    expect(pets.map((p) => [p.petId, p.name, p.animalGroup1Id, p.isMain])).toEqual([
      [stored[0]?.pet_id, '코코', 1, true],
      [stored[1]?.pet_id, '나비', 2, false],
    ])
  })

  test('a member without pets gets an empty list', async () => {
    const { browser } = await memberBrowser(live.backend, 'petnone')
    expect(((await (await visit(browser, loader, '/pet')).json()) as Listed).pets).toEqual([])
  })
})

describe('대표로 설정 (R3.2)', () => {
  test('moves the main pet, and the toast names it', async () => {
    const { browser, member, stored } = await ownerOfTwo('petmain')
    const answer = await visit(browser, action, '/pet', formPost({ intent: 'main', petId: String(stored[1]?.pet_id) }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/pet')
    expect(await toastOf(browser)).toEqual({ message: MY_MSG.pets.mainSet('나비'), tone: 'success' })
    expect(await mainOf(member.userId)).toEqual(['나비'])
  })

  test('a pet id that is no id: 잘못된 요청이에요, and the main pet stays', async () => {
    const { browser, member } = await ownerOfTwo('petmainbad')
    await visit(browser, action, '/pet', formPost({ intent: 'main', petId: '1 or 1=1' }))
    expect(await toastOf(browser)).toEqual({ message: MSG.error.badRequest, tone: 'error' })
    expect(await mainOf(member.userId)).toEqual(['코코'])
  })

  test('another member’s pet: 반려동물 정보를 찾을 수 없어요, and neither member’s main pet moves', async () => {
    const mine = await ownerOfTwo('petmainmine')
    const theirs = await ownerOfTwo('petmaintheirs')
    const answer = await visit(mine.browser, action, '/pet', formPost({ intent: 'main', petId: String(theirs.stored[1]?.pet_id) }))
    expect(answer.status).toBe(302)
    expect(await toastOf(mine.browser)).toEqual({ message: MY_MSG.pets.notFound, tone: 'error' })
    expect(await mainOf(mine.member.userId)).toEqual(['코코'])
    expect(await mainOf(theirs.member.userId)).toEqual(['코코'])
  })
})
