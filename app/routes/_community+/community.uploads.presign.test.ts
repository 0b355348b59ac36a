import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { action } from './community.uploads.presign'

/** A pre-signed upload URL for the writing page's island: the file then goes straight to the media origin. */
const live = liveBackendForFile()

const ask = (browser: Browser, body: unknown) =>
  visit(browser, action, '/community/uploads/presign', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('a pre-signed upload', () => {
  test('a member gets an upload key and URL for a photo, never stored', async () => {
    const { browser } = await signedInShopper(live.backend, 'presign')
    const answer = await ask(browser, { kind: 'IMAGE', size: 120_000 })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const presigned = (await answer.json()) as { uploadKey: string; uploadUrl: string; expiresAt: string }
    expect(presigned.uploadKey.length).toBeGreaterThan(0)
    expect(presigned.uploadUrl).toContain(presigned.uploadKey)
    expect(Date.parse(presigned.expiresAt)).toBeGreaterThan(Date.now())
  })

  test('[R6.1] a guest is told to sign in, in Korean', async () => {
    const answer = await ask(new Browser(), { kind: 'IMAGE', size: 1000 })
    expect(answer.status).toBe(401)
    expect(((await answer.json()) as { message: string }).message).toBe(MSG.error.unauthorized)
  })

  test('a file of 0 bytes, over 200 MB, of another kind, or no JSON: the Korean 400', async () => {
    const { browser } = await signedInShopper(live.backend, 'presignbad')
    for (const body of [
      { kind: 'IMAGE', size: 0 },
      { kind: 'VIDEO', size: 200 * 1024 * 1024 + 1 },
      { kind: 'PDF', size: 10 },
      'not json',
    ]) {
      const answer = await ask(browser, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toBe(MSG.error.badRequest)
    }
  })
})
