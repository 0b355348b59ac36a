import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { PET_NAME_MAX_LENGTH } from '~/domain/pet.schema'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, petForm, petOwner } from '../../../tests/fixtures/route-members'
import { action, headers, loader } from './pet.$petId.edit'

/** R3.2: a pet's fields are edited or it is deleted; another member's pet is not found (tests/e2e/my.spec.ts). */
const live = liveBackendForFile()

async function ownerOfCoco(tag: string) {
  const { browser, member, petId } = await petOwner(live.backend, tag)
  return { browser, member, petId: String(petId) }
}

const storedPet = async (petId: string) =>
  (
    await live.backend.db.query<{ name: string; body_type: string; weight_code: number }>(
      'select name, body_type, weight_code from pets where pet_id = $1',
      [Number(petId)],
    )
  )[0]

describe('the pet edit page', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/pet/1/edit', {}, { petId: '1' })
    expect(answer.headers.get('location')).toBe(signInFor('/pet/1/edit'))
  })

  test('the member’s own pet, with its breeds; never stored (decision 026)', async () => {
    const { browser, petId } = await ownerOfCoco('peteditload')
    const answer = await visit(browser, loader, `/pet/${petId}/edit`, {}, { petId })
    expect(answer.status).toBe(200)
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    const page = (await answer.json()) as { pet: { petId: number; name: string }; animal: number; breeds: unknown[] }
    expect(page.pet).toMatchObject({ petId: Number(petId), name: '코코' })
    expect(page.animal).toBe(1)
    const [dogs] = await live.backend.db.query<{ n: number }>('select count(*)::int as n from breeds where animal_group1_id = 1')
    expect(page.breeds).toHaveLength(dogs?.n ?? -1)
  })

  test('another member’s pet, an unknown id and a malformed one are the same 404, never a 5xx', async () => {
    const { petId } = await ownerOfCoco('petedittheirs')
    const { browser } = await memberBrowser(live.backend, 'peteditother')
    for (const id of [petId, '99999999', 'abc']) {
      const answer = await visit(browser, loader, `/pet/${id}/edit`, {}, { petId: id })
      expect(answer.status, id).toBe(404)
    }
  })
})

describe('saving and deleting a pet (R3.2)', () => {
  test('저장: the fields are replaced and the toast says so', async () => {
    const { browser, petId } = await ownerOfCoco('peteditsave')
    const fields = { ...(await petForm(live.backend, '코코몽')), bodyType: 'F', weight: '5' }
    const answer = await visit(browser, action, `/pet/${petId}/edit`, formPost(fields), { petId })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/pet')
    expect((await toastOf(browser))?.message).toBe(MY_MSG.pets.saved)
    expect(await storedPet(petId)).toEqual({ name: '코코몽', body_type: 'F', weight_code: 5 })
  })

  test('a name too long: the Korean error, and the pet is unchanged', async () => {
    const { browser, petId } = await ownerOfCoco('peteditlong')
    const fields = await petForm(live.backend, '가'.repeat(PET_NAME_MAX_LENGTH + 1))
    const answer = await visit(browser, action, `/pet/${petId}/edit`, formPost(fields), { petId })
    expect(answer.status).toBe(400)
    const { result } = (await answer.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error.name).toEqual([MSG.pet.nameTooLong(PET_NAME_MAX_LENGTH)])
    expect(await storedPet(petId)).toEqual({ name: '코코', body_type: 'N', weight_code: 3 })
  })

  test('삭제: the pet is gone and the toast says so', async () => {
    const { browser, petId } = await ownerOfCoco('peteditdelete')
    const answer = await visit(browser, action, `/pet/${petId}/edit`, formPost({ intent: 'delete' }), { petId })
    expect(answer.headers.get('location')).toBe('/pet')
    expect((await toastOf(browser))?.message).toBe(MY_MSG.pets.deleted)
    expect(await storedPet(petId)).toBeUndefined()
  })

  test('another member cannot delete or rename the pet: 404, and it is unchanged', async () => {
    const { petId } = await ownerOfCoco('peteditvictim')
    const { browser } = await memberBrowser(live.backend, 'peteditthief')
    expect((await visit(browser, action, `/pet/${petId}/edit`, formPost({ intent: 'delete' }), { petId })).status).toBe(404)
    const rename = formPost(await petForm(live.backend, '뺏김'))
    expect((await visit(browser, action, `/pet/${petId}/edit`, rename, { petId })).status).toBe(404)
    expect(await storedPet(petId)).toEqual({ name: '코코', body_type: 'N', weight_code: 3 })
  })
})
