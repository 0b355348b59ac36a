import { expect, test } from 'vitest'
import { readForm } from './form-reply.server'

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
  for (const request of [post('{"intent":"add"}', 'application/json'), post('a=1', 'text/plain'), post(null), post('<x/>', 'application/xml')]) {
    expect(await refusal(request)).toEqual({ status: 415, body: { code: 'BAD_REQUEST', message: '잘못된 요청이에요.' } })
  }
})

test('a broken form body is a Korean 400', async () => {
  for (const request of [post('a=1', 'multipart/form-data'), post('--fuzz\r\nContent-Disposition: form-data\r\n\r\nx', 'multipart/form-data; boundary=fuzz')]) {
    expect(await refusal(request)).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: '잘못된 요청이에요.' } })
  }
})
