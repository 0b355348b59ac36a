import { redirect } from '@remix-run/node'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BackendError } from '~/backends/error'
import { notFound, orFallback, withPageErrors } from './responses.server'

afterEach(() => vi.restoreAllMocks())

const refusal = (reason: string, code: 'BAD_REQUEST' | 'NOT_FOUND' = 'BAD_REQUEST') =>
  new BackendError({ code, service: 'v2', message: '주문할 수 없어요.', upstreamStatus: 400, details: { reason } })
const down = () => new BackendError({ code: 'NETWORK_ERROR', service: 'bff', upstreamStatus: 503, cause: new Error('ECONNREFUSED') })

/** What the page answers: the Response `withPageErrors` threw, with its body. */
async function answerOf(work: () => Promise<unknown>, answers?: Parameters<typeof withPageErrors>[1]) {
  try {
    await withPageErrors(work, answers)
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    const type = thrown.headers.get('content-type') ?? ''
    return { status: thrown.status, location: thrown.headers.get('location'), body: type.includes('json') ? await thrown.json() : null }
  }
  throw new Error('expected withPageErrors to answer with a Response')
}

/** The JSON lines written to stderr while `work` ran. */
function stderrLines() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
}

describe('withPageErrors: one way from a backend failure to a page answer', () => {
  test('work that succeeds is its value, nothing logged', async () => {
    const lines = stderrLines()
    expect(await withPageErrors(async () => 7, { NOT_FOUND: notFound() })).toBe(7)
    expect(lines()).toEqual([])
  })

  test('[R8.1] an unmapped 5xx is the §8 screen with its status and Korean message, logged once', async () => {
    const lines = stderrLines()
    expect(await answerOf(() => Promise.reject(down()), { NOT_FOUND: notFound() })).toEqual({
      status: 503,
      location: null,
      body: { code: 'NETWORK_ERROR', message: down().message },
    })
    expect(lines()).toEqual([
      { level: 'error', msg: 'backend call failed', service: 'bff', code: 'NETWORK_ERROR', upstreamStatus: 503, cause: 'ECONNREFUSED' },
    ])
  })

  test('a reason mapped to a 404 answers the 404, and a refusal is not logged', async () => {
    const lines = stderrLines()
    const answer = await answerOf(() => Promise.reject(refusal('POST_GONE', 'NOT_FOUND')), {
      NOT_FOUND: notFound('게시글을 찾을 수 없어요.'),
    })
    expect(answer).toEqual({ status: 404, location: null, body: { code: 'NOT_FOUND', message: '게시글을 찾을 수 없어요.' } })
    expect(lines()).toEqual([])
  })

  test('a reason mapped to a message is that message with the refusal’s status', async () => {
    const answer = await answerOf(() => Promise.reject(refusal('SOLD_OUT')), { SOLD_OUT: '품절된 상품이 있어요.' })
    expect(answer).toEqual({ status: 400, location: null, body: { code: 'BAD_REQUEST', message: '품절된 상품이 있어요.' } })
  })

  test('the backend’s reason is looked up before the catalogue code, then 4xx, then *', async () => {
    const answers = { NOT_FOUND: '코드', ORDER_GONE: '이유', '4xx': '거절', '*': '그 밖' }
    expect((await answerOf(() => Promise.reject(refusal('ORDER_GONE', 'NOT_FOUND')), answers)).body.message).toBe('이유')
    expect((await answerOf(() => Promise.reject(refusal('OTHER', 'NOT_FOUND')), answers)).body.message).toBe('코드')
    expect((await answerOf(() => Promise.reject(refusal('OTHER')), answers)).body.message).toBe('거절')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await answerOf(() => Promise.reject(down()), answers)).body.message).toBe('그 밖')
  })

  test('"4xx" never answers a failing backend: that stays the §8 screen', async () => {
    const lines = stderrLines()
    expect((await answerOf(() => Promise.reject(down()), { '4xx': redirect('/v2/cart') })).status).toBe(503)
    expect(lines()).toHaveLength(1)
  })

  test('an answer made from the error (a redirect) is thrown as it is; undefined leaves it to the next key', async () => {
    const answer = await answerOf(() => Promise.reject(refusal('ORDER_ALREADY_PLACED')), {
      ORDER_ALREADY_PLACED: async (error) => redirect(`/order-history?reason=${error.reason}`),
    })
    expect(answer).toMatchObject({ status: 302, location: '/order-history?reason=ORDER_ALREADY_PLACED' })
    const passed = await answerOf(() => Promise.reject(refusal('X')), { X: () => undefined, '4xx': '다음 키' })
    expect(passed.body.message).toBe('다음 키')
  })

  test('a mapped 5xx is still logged once', async () => {
    const lines = stderrLines()
    expect((await answerOf(() => Promise.reject(down()), { NETWORK_ERROR: redirect('/') })).status).toBe(302)
    expect(lines()).toHaveLength(1)
  })

  test('a shopper who left is not logged', async () => {
    const lines = stderrLines()
    const gone = new BackendError({ code: 'NETWORK_ERROR', service: 'v2', clientGone: true })
    expect((await answerOf(() => Promise.reject(gone))).status).toBe(503)
    expect(lines()).toEqual([])
  })

  test('anything else is a bug and goes on to Remix as it is', async () => {
    const bug = new TypeError('x is undefined')
    await expect(withPageErrors(() => Promise.reject(bug), { '*': '삼키지 않음' })).rejects.toBe(bug)
  })
})

describe('orFallback', () => {
  test('a failing part of a page is logged and replaced by its fallback', async () => {
    const lines = stderrLines()
    expect(await orFallback(Promise.reject(down()), [])).toEqual([])
    expect(lines()).toHaveLength(1)
  })
})
