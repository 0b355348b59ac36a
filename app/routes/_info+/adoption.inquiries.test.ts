import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { action as askAction } from './adoption.$animalId'
import { headers, loader } from './adoption.inquiries'

/** `/adoption/inquiries`: the member's own adoption and foster inquiries. */
const live = liveBackendForFile()

type Listed = { inquiries: { inquiryId: number; animalId: number; type: string; mobileNo: string; status: string }[] }

async function asker(tag: string, type: 'ADOPTION' | 'FOSTER') {
  const { browser, member } = await memberBrowser(live.backend, tag)
  const animals = await live.backend.db.query<{ animal_id: number }>(
    `select animal_id from adoption_animals where status <> 'ADOPTED' order by animal_id limit 2`,
  )
  for (const { animal_id } of animals) {
    const fields = { type, housing: 'HOUSE', mobileNo: '01098765432', message: '마당이 있는 집에서 함께 지내고 싶어요.', agree: 'on' }
    const answer = await visit(browser, askAction, `/adoption/${animal_id}`, formPost(fields), { animalId: String(animal_id) })
    expect(answer.status).toBe(302)
  }
  return { browser, member, animalIds: animals.map((a) => a.animal_id) }
}

describe('my adoption inquiries', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/adoption/inquiries')
    expect(answer.headers.get('location')).toBe(signInFor('/adoption/inquiries'))
  })

  test('none yet: an empty list, never stored (decision 026)', async () => {
    const { browser } = await memberBrowser(live.backend, 'adoptinqnone')
    const answer = await visit(browser, loader, '/adoption/inquiries')
    expect(answer.status).toBe(200)
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    expect(await answer.json()).toEqual({ inquiries: [] })
  })

  test('the member’s own inquiries as stored, received; not another member’s', async () => {
    const { browser, member, animalIds } = await asker('adoptinq', 'FOSTER')
    await asker('adoptinqother', 'ADOPTION')
    const stored = await live.backend.db.query<{ inquiry_id: number }>('select inquiry_id from adoption_inquiries where user_id = $1', [
      member.userId,
    ])
    const { inquiries } = (await (await visit(browser, loader, '/adoption/inquiries')).json()) as Listed
    expect(inquiries.map((i) => i.inquiryId).sort()).toEqual(stored.map((s) => s.inquiry_id).sort())
    expect(inquiries.map((i) => i.animalId).sort()).toEqual([...animalIds].sort())
    expect(inquiries.every((i) => i.type === 'FOSTER' && i.mobileNo === '01098765432' && i.status === 'RECEIVED')).toBe(true)
  })
})
