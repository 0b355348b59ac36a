import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, petForm } from '../../../tests/fixtures/route-members'
import { action, headers, loader } from './pet.register'

/** R2.1: the pet-registration page; R3.2 and R3.7: a dog has a size, a cat does not. */
const live = liveBackendForFile()

const petsOf = (userId: number) =>
  live.backend.db.query<{
    name: string
    animal_group1_id: number
    breed_size: string | null
    weight_code: number
    is_representative: boolean
  }>('select name, animal_group1_id, breed_size, weight_code, is_representative from pets where user_id = $1 order by pet_id', [userId])

const dog = () => petForm(live.backend, '코코')
const cat = async (name = '나비') => ({ ...(await petForm(live.backend, name, 2)), breedSize: 'S' })

describe('the pet-registration page (R2.1)', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/pet/register?animal=2')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(signInFor('/pet/register?animal=2'))
  })

  test('[R3.7] a member gets the breeds of the animal asked for, dog unless 2, and a safe next', async () => {
    const { browser } = await memberBrowser(live.backend, 'petregload')
    const cats = await visit(browser, loader, '/pet/register?animal=2&next=/cart')
    expect(cats.status).toBe(200)
    // Decision 026: a form page that may echo what was typed is never stored, document included.
    expect(cats.headers.get('Cache-Control')).toBe('private, no-store')
    expect(documentCacheControl(headers, cats)).toBe('private, no-store')
    const page = (await cats.json()) as { animal: number; breeds: { animalGroup2Id: number }[]; next: string }
    const stored = await live.backend.db.query<{ n: number }>('select count(*)::int as n from breeds where animal_group1_id = 2')
    expect(page.animal).toBe(2)
    expect(page.breeds).toHaveLength(stored[0]?.n ?? -1)
    expect(page.next).toBe('/cart')
    const hostile = (await (await visit(browser, loader, '/pet/register?animal=7&next=https://evil.test/')).json()) as typeof page
    expect(hostile.animal).toBe(1)
    expect(hostile.next).toBe('/my')
  })
})

describe('registering a pet', () => {
  test('[R3.2] a dog is stored with its size, becomes main as the first pet, and the toast names it', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'petregdog')
    const answer = await visit(browser, action, '/pet/register', formPost({ ...(await dog()), next: '/pet' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/pet')
    expect((await toastOf(browser))?.message).toBe(MSG.pet.registered('코코를'))
    expect(await petsOf(member.userId)).toEqual([
      { name: '코코', animal_group1_id: 1, breed_size: 'S', weight_code: 3, is_representative: true },
    ])
  })

  test('a cat’s stray size is dropped, and a hostile next goes to /my', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'petregcat')
    const answer = await visit(browser, action, '/pet/register', formPost({ ...(await cat()), next: '//evil.test' }))
    expect(answer.headers.get('location')).toBe('/my')
    const [stored] = await petsOf(member.userId)
    expect(stored).toMatchObject({ name: '나비', animal_group1_id: 2, breed_size: null })
  })

  test('a dog without a name or size: both Korean errors at once, nothing stored', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'petregbad')
    const answer = await visit(browser, action, '/pet/register', formPost({ ...(await dog()), name: ' ', breedSize: '' }))
    expect(answer.status).toBe(400)
    const { result } = (await answer.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error.name).toEqual([MSG.pet.nameRequired])
    expect(result.error.breedSize).toEqual([MSG.pet.breedSizeRequired])
    expect(await petsOf(member.userId)).toEqual([])
  })

  test('a cat sent a large dog’s weight class is refused in Korean, nothing stored (decision 050)', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'petregweight')
    const answer = await visit(browser, action, '/pet/register', formPost({ ...(await cat()), weight: '10' }))
    expect(answer.status).toBe(400)
    const { result } = (await answer.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error.weight).toEqual([MSG.pet.weightNotOffered])
    expect(await petsOf(member.userId)).toEqual([])
  })

  test('a birthday in the future is refused, nothing stored', async () => {
    const { browser, member } = await memberBrowser(live.backend, 'petregbday')
    const answer = await visit(browser, action, '/pet/register', formPost({ ...(await dog()), birthday: '2999-01-01' }))
    expect(answer.status).toBe(400)
    const { result } = (await answer.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error.birthday).toEqual([MSG.pet.birthdayInvalid])
    expect(await petsOf(member.userId)).toEqual([])
  })
})
