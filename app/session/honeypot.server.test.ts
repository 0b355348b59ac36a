import { expect, test } from 'vitest'
import { cookieSecrets } from './cookies.server'
import { checkHoneypot, getHoneypot } from './honeypot.server'
import { seal } from './sealed-cookie.server'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

async function answer(fields: Record<string, string>) {
  try {
    checkHoneypot(form(fields))
    return null
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json() }
    throw thrown
  }
}

const spam = { status: 400, body: { code: 'BAD_REQUEST', message: '요청을 처리할 수 없어요. 페이지를 새로고침한 뒤 다시 시도해 주세요.' } }

test("a form with the page's own honeypot fields passes", async () => {
  const { encryptedValidFrom } = getHoneypot().getInputProps({ validFromTimestamp: Date.now() - 1000 })
  expect(await answer({ name__confirm: '', from__confirm: encryptedValidFrom ?? '' })).toBeNull()
})

test("a filled honeypot, and a tampered timestamp that cannot even be decrypted, are refused as a bot's, never a 500", async () => {
  expect(await answer({ name__confirm: 'I am a bot', from__confirm: 'x' })).toEqual(spam)
  for (const from of ['abc', 'x'.repeat(100), '\u0000', 'NaN'])
    expect(await answer({ name__confirm: '', from__confirm: from })).toEqual(spam)
})

test('the timestamp is sealed by the shop (not crypto-js): one sealed elsewhere, or a crypto-js one, is refused', async () => {
  const { encryptedValidFrom } = getHoneypot().getInputProps({ validFromTimestamp: Date.now() - 1000 })
  expect(encryptedValidFrom).toMatch(/^v1\.[\w-]+$/)
  // The same seal under another name (a cookie's value moved into the form) does not open.
  const other = seal(String(Date.now() - 1000), cookieSecrets(), 'petshop_session')
  expect(await answer({ name__confirm: '', from__confirm: other })).toEqual(spam)
  // What the old crypto-js honeypot sent (a passphrase AES, "U2FsdGVkX1…") no longer opens.
  expect(await answer({ name__confirm: '', from__confirm: 'U2FsdGVkX1+7mJ8XcB1O0bQk0bWc6m3l2nq0m3zYQ5A=' })).toEqual(spam)
})

test('a timestamp from the future is refused even when sealed by the shop', async () => {
  const { encryptedValidFrom } = getHoneypot().getInputProps({ validFromTimestamp: Date.now() + 60_000 })
  expect(await answer({ name__confirm: '', from__confirm: encryptedValidFrom ?? '' })).toEqual(spam)
})
