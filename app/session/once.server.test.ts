import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { runOnceForSession } from './once.server'

const server = setupMockBackends()

// A two-year-old small dog of 2–3 kg with taste 103: JUNIOR, gender 1, etc1 2_3, etc2 S.
const dog = { total_count: 2, animal_group1_id: 1, animal_group2_id: 103, breed_size: 'S', weight: 2, gender_code: 'M' }
const detail = (pet: unknown) => ({
  user_info: { status_code: 200, user_id: 7, nickname: '코코언니', top_animal_info: pet },
  user_delivery_data: null,
  user_total: {},
  pet_list: [],
})

function recordEvents(pet: unknown = dog) {
  const events: Array<{ name: string; data: unknown }> = []
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json(detail(pet))),
    http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, async ({ request }) => {
      const body = (await request.json()) as { name: string; data: unknown }
      events.push({ name: body.name, data: body.data })
      return HttpResponse.json({ status: 'ok' })
    }),
  )
  return events
}

const signedIn = testContext({ session: 'access-7', userId: 7, deviceId: 'device-7' })
const at = (path: string, cookie = '') => new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })
const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? ''

test('[R4.6] [R3.12] the one-time session_start is sent once per member, with the user-logger attributes of the pet', async () => {
  const events = recordEvents()
  const done = await runOnceForSession(at('/main/tab/2'), signedIn)
  expect(events).toEqual([{ name: 'session_start', data: { age: 'JUNIOR', gender: 1, taste: 103, etc1: '2_3', etc2: 'S' } }])
  // The next pages carry the cookie it answered: nothing more is sent for this member.
  expect(await runOnceForSession(at('/category', cookiePair(done)), signedIn)).toBeNull()
  expect(await runOnceForSession(at('/my', cookiePair(done)), signedIn)).toBeNull()
  expect(events).toHaveLength(1)
  // Another member in the same browser gets their own.
  await runOnceForSession(at('/my', cookiePair(done)), testContext({ session: 'access-8', userId: 8, deviceId: 'device-7' }))
  expect(events).toHaveLength(2)
})

test('[R4.6] [R3.12] a cat sends age, gender and taste only; nothing runs for a guest or on /logout-bridge', async () => {
  const events = recordEvents({ total_count: 9, animal_group1_id: 2, animal_group2_id: 201 })
  expect(await runOnceForSession(at('/logout-bridge'), signedIn)).toBeNull()
  expect(await runOnceForSession(at('/main/tab/2'), testContext())).toBeNull()
  expect(events).toEqual([])
  await runOnceForSession(at('/main/tab/2'), signedIn)
  expect(events).toEqual([{ name: 'session_start', data: { age: 'SENIOR', gender: 2, taste: 201 } }])
})

test('[R4.6] when the event could not be sent, it is tried again on the next page (not marked done)', async () => {
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json(detail(dog))),
    http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, () => HttpResponse.json({ status: 'error' })),
  )
  expect(await runOnceForSession(at('/main/tab/2'), signedIn)).toBeNull()
})
