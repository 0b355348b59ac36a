import { describe, expect, test, vi } from 'vitest'
import { BackendError } from '~/backends/error'
import { readForm, replyWithBackendError } from './form-reply.server'

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://shop.test/v2/cart', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} })

/** What a failed read answers: its status and body. */
async function refusal(request: Request) {
  try {
    await readForm(request)
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json() }
    throw thrown
  }
  throw new Error('expected readForm to refuse the body')
}

test('a url-encoded or multipart form is read as it is', async () => {
  expect((await readForm(post('intent=add&quantity=2', 'application/x-www-form-urlencoded'))).get('quantity')).toBe('2')
  const form = new FormData()
  form.set('intent', 'remove')
  expect((await readForm(new Request('http://shop.test/v2/cart', { method: 'POST', body: form }))).get('intent')).toBe('remove')
})

test('a body that is not a form is a Korean 415, not a 500', async () => {
  for (const request of [
    post('{"intent":"add"}', 'application/json'),
    post('a=1', 'text/plain'),
    post(null),
    post('<x/>', 'application/xml'),
  ]) {
    expect(await refusal(request)).toEqual({ status: 415, body: { code: 'BAD_REQUEST', message: '잘못된 요청이에요.' } })
  }
})

test('a broken form body is a Korean 400', async () => {
  for (const request of [
    post('a=1', 'multipart/form-data'),
    post('--fuzz\r\nContent-Disposition: form-data\r\n\r\nx', 'multipart/form-data; boundary=fuzz'),
  ]) {
    expect(await refusal(request)).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: '잘못된 요청이에요.' } })
  }
})

describe('replyWithBackendError, the account-security refusals', () => {
  // The reply hands back what it was given, so the test sees what the form would show.
  const reply = ((options?: unknown) => options) as unknown as Parameters<typeof replyWithBackendError>[0]
  const v2Error = (details: Record<string, unknown>) => new BackendError({ code: 'ERROR', service: 'v2', details })

  test('a throttled password check says how long to wait, in Korean', () => {
    expect(replyWithBackendError(reply, v2Error({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 4 }), ['password'])).toEqual({
      formErrors: ['비밀번호를 여러 번 잘못 입력했어요. 4초 후에 다시 시도해 주세요.'],
      hideFields: ['password'],
    })
    expect(replyWithBackendError(reply, v2Error({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 900 }))).toMatchObject({
      formErrors: ['비밀번호를 여러 번 잘못 입력했어요. 15분 후에 다시 시도해 주세요.'],
    })
  })

  test('a daily certification cap says to come back tomorrow', () => {
    expect(replyWithBackendError(reply, v2Error({ code: 'TOO_MANY_REQUESTS', reason: 'DAILY_LIMIT', retryAfter: 80_000 }))).toMatchObject({
      formErrors: ['오늘은 인증번호를 더 받을 수 없어요. 내일 다시 시도해 주세요.'],
    })
  })
})

describe("replyWithBackendError, the form's side of one error path", () => {
  const reply = ((options?: unknown) => options) as unknown as Parameters<typeof replyWithBackendError>[0]
  const refused = (reason: string) => new BackendError({ code: 'BAD_REQUEST', service: 'v2', message: 'V2의 말', details: { reason } })

  test("the route's own reason → message map answers first, on the whole form", () => {
    const reasons = { SOLD_OUT: '품절된 상품이 있어요.' }
    expect(replyWithBackendError(reply, refused('SOLD_OUT'), ['password'], undefined, reasons)).toEqual({
      formErrors: ['품절된 상품이 있어요.'],
      hideFields: ['password'],
    })
    // A reason the route does not know keeps the shared answers (a field of its own, else the backend's message).
    expect(replyWithBackendError(reply, refused('NICKNAME_TAKEN'), undefined, undefined, reasons)).toEqual({
      fieldErrors: { nickname: ['이미 사용 중인 닉네임이에요.'] },
      hideFields: undefined,
    })
    expect(replyWithBackendError(reply, refused('OTHER'), undefined, undefined, reasons)).toEqual({
      formErrors: ['V2의 말'],
      hideFields: undefined,
    })
  })

  test("the route's own words go under the field the backend names, when the route maps that field", () => {
    const onField = new BackendError({
      code: 'BAD_REQUEST',
      service: 'v2',
      message: 'V2의 말',
      details: { reason: 'POINTS_OVER_BALANCE', field: 'points' },
    })
    const reasons = { POINTS_OVER_BALANCE: '가진 적립금보다 많이 쓸 수 없어요.' }
    expect(replyWithBackendError(reply, onField, undefined, { points: 'points' }, reasons)).toEqual({
      fieldErrors: { points: ['가진 적립금보다 많이 쓸 수 없어요.'] },
      hideFields: undefined,
    })
    expect(replyWithBackendError(reply, onField, undefined, undefined, reasons)).toEqual({
      formErrors: ['가진 적립금보다 많이 쓸 수 없어요.'],
      hideFields: undefined,
    })
  })

  test('a failing backend is logged once and said on the form; a refusal is not logged', () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {})
    replyWithBackendError(reply, refused('OTHER'))
    expect(stderr).not.toHaveBeenCalled()
    const down = new BackendError({ code: 'NETWORK_ERROR', service: 'v2' })
    expect(replyWithBackendError(reply, down)).toEqual({ formErrors: [down.message], hideFields: undefined })
    expect(stderr).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(stderr.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      msg: 'backend call failed',
      service: 'v2',
      code: 'NETWORK_ERROR',
    })
    stderr.mockRestore()
  })
})
