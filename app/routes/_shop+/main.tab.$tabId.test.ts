import { delay, HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { signDeviceId } from '~/session/device-id.server'
import { MOCK_URLS, setupMockBackends } from '../../../tests/mocks/backends'
import { loader } from './main.tab.$tabId'

const server = setupMockBackends()

const FRAME = `${MOCK_URLS.BFF_API_URL}/tab/frame`
const experimentsOk = http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () =>
  HttpResponse.json({ functionInfos: [{ key: 'communityVisible', variant: 'on' }] }),
)

function load(tabId: string) {
  const request = new Request(`http://shop.test/main/tab/${tabId}`, { headers: { cookie: `pd_device=${signDeviceId('dev-1')}` } })
  return loader({ request, params: { tabId }, context: { cspNonce: '', appendSetCookie: () => {} } })
}

/** What the shopper gets when the loader throws: the status and the Korean message. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: (await error.json()) as { code: string; message: string } }
    throw error
  }
  throw new Error('expected the loader to throw a response')
}

test('a healthy backend gives the tab frame of the chosen group', async () => {
  let query: URLSearchParams | undefined
  server.use(
    experimentsOk,
    http.get(FRAME, ({ request }) => {
      query = new URL(request.url).searchParams
      return HttpResponse.json({
        productGroup1Id: 1,
        tabs: [{ tabId: 3, title: '베스트' }],
        tab: { tabId: 3, title: '베스트', banners: [], sections: [] },
      })
    }),
  )
  const response = await load('3')
  expect(response.status).toBe(200)
  expect((await response.json()).frame.tab.title).toBe('베스트')
  expect(query?.get('tabId')).toBe('3')
  expect(query?.get('productGroup1Id')).toBe('1')
  expect(query?.get('mobileDeviceId')).toBe('dev-1')
})

describe('bad paths are not found without asking the backend', () => {
  for (const tabId of ['abc', '0', '-1', '1.5', '9999999']) {
    test(`/main/tab/${tabId} is 404`, async () => {
      const result = await thrown(load(tabId))
      expect(result.status).toBe(404)
      expect(result.body.message).toBe('페이지를 찾을 수 없어요.')
    })
  }
})

describe('a failing backend gives the §8 error screen with a 5xx status', () => {
  test('[R8.1] an unknown tab answered 404 by the BFF is the not-found page', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
    )
    expect((await thrown(load('42'))).status).toBe(404)
  })

  test('[R8.1] a 500 is 502 with the server message', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, () => HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    )
    const result = await thrown(load('2'))
    expect(result.status).toBe(502)
    expect(result.body.code).toBe('INTERNAL_SERVER_ERROR')
    expect(result.body.message).toBe('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')
  })

  test('[R8.1] garbage instead of JSON is 502 with the default message', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, () => HttpResponse.text('<<<not json>>>')),
    )
    const result = await thrown(load('2'))
    expect(result.status).toBe(502)
    expect(result.body.message).toBe('오류가 발생했어요.')
  })

  test('an answer of the wrong shape is 502, never a half-rendered page', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, () => HttpResponse.json({ tabs: 'none' })),
    )
    expect((await thrown(load('2'))).status).toBe(502)
  })

  test('[R8.2] maintenance (503) is SERVICE_MAINTENANCE, 503', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, () => new HttpResponse(null, { status: 503 })),
    )
    const result = await thrown(load('2'))
    expect(result.status).toBe(503)
    expect(result.body.message).toBe('서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.')
  })

  test('[R8.1] a backend that is down is 503 with the network message', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, () => HttpResponse.error()),
    )
    const result = await thrown(load('2'))
    expect(result.status).toBe(503)
    expect(result.body.code).toBe('NETWORK_ERROR')
  })

  test('[R7.11] [R4.14] failing experiments do not fail the page: every flag is off', async () => {
    let header = ''
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => HttpResponse.error()),
      http.get(FRAME, ({ request }) => {
        header = request.headers.get('x-experiments') ?? ''
        return HttpResponse.json({ productGroup1Id: 1, tabs: [], tab: { tabId: 2, title: '홈', banners: [], sections: [] } })
      }),
    )
    expect((await load('2')).status).toBe(200)
    expect(JSON.parse(Buffer.from(header, 'base64').toString())).toEqual({ price: 'a' })
  })

  test('[R9.1] [R4.4] the default timeout is 10 s: a slower backend is cut off with 504 and the 10-second message', async () => {
    server.use(
      experimentsOk,
      http.get(FRAME, async () => {
        await delay(12_000)
        return HttpResponse.json({})
      }),
    )
    const result = await thrown(load('2'))
    // Had the shop waited for the answer, its wrong shape would have been a 502: the 504 and the
    // seconds in the message prove the call was cut off at the 10 s default.
    expect(result.status).toBe(504)
    expect(result.body.code).toBe('TIMEOUT')
    expect(result.body.message).toBe('10초가 지나 요청이 취소되었어요. 잠시 후 다시 시도해 주세요.')
  }, 20_000)
})
