import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyMp4 } from '../community/mp4'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { call, count, get, mountMedia, post, uploadImage, uploadParts } from './community-helpers'
import { fetchJson, signIn, startTestBackend } from './helpers'
import { claimedPng, picture } from './review-uploads'

let backend: RunningBackend
let media: { origin: string; close: () => Promise<void> }
let demo: string
let cat: string
let clock = Date.now()

beforeAll(async () => {
  backend = await startTestBackend({ now: () => new Date(clock) })
  media = await mountMedia(backend)
  demo = await signIn(backend, DEMO_USERS.demo, 24 * 60 * 60 * 1000)
  cat = await signIn(backend, DEMO_USERS.cat, 24 * 60 * 60 * 1000)
})
afterAll(async () => {
  await media.close()
  await backend.close()
})

const MB = 1024 * 1024
const served = (url: string) => fetch(`${media.origin}${url}`)

async function servedImage(url: string) {
  const response = await served(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const bytes = Buffer.from(await response.arrayBuffer())
  return { bytes, meta: await sharp(bytes).metadata() }
}

describe('POST /community/uploads', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('[R5.9] takes a %s by its bytes and serves webp 1080 and 360 wide', async (format) => {
    const { status, body } = await uploadParts(backend, demo, [
      { bytes: await picture(format, 2000, 1500), name: 'notes.txt', type: 'text/plain' },
    ])
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({
      uploadKey: expect.stringMatching(/^[a-z2-7]{26}$/),
      kind: 'IMAGE',
      thumbUrl: `/community-media/${body.uploadKey}-360.webp`,
      url: `/community-media/${body.uploadKey}-1080.webp`,
    })
    expect((await servedImage(body.url)).meta).toMatchObject({ format: 'webp', width: 1080, height: 810 })
    expect((await servedImage(body.thumbUrl)).meta).toMatchObject({ format: 'webp', width: 360, height: 270 })
  })

  it('strips EXIF (GPS, camera) from what it serves', async () => {
    const jpeg = await sharp(await picture('jpeg', 400, 300))
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'home address' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const key = await uploadImage(backend, demo, jpeg)
    for (const size of ['1080', '360']) {
      const { bytes, meta } = await servedImage(`/community-media/${key}-${size}.webp`)
      expect(meta.exif).toBeUndefined()
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false)
    }
  })

  const refused = async (parts: Parameters<typeof uploadParts>[2], code: string) => {
    const before = await count(backend, 'community_uploads')
    const { status, body } = await uploadParts(backend, demo, parts)
    expect(status).toBe(400)
    expect(body).toEqual({ code, message: expect.stringMatching(/[가-힣]/) })
    expect(await count(backend, 'community_uploads')).toBe(before)
  }

  it.each([
    ['a text file named .png', Buffer.from('just some text\n'), 'UNMATCHED_FILE_TYPE'],
    ['an SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'UNMATCHED_FILE_TYPE'],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'UNMATCHED_FILE_TYPE'],
    [
      'HTML behind a png signature',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]),
      'FILE_UPLOAD_ERROR',
    ],
    [
      'SVG behind a webp signature',
      Buffer.from('RIFF\x20\x00\x00\x00WEBP<svg xmlns="http://www.w3.org/2000/svg"/>', 'latin1'),
      'FILE_UPLOAD_ERROR',
    ],
    [
      'a QuickTime file (ftyp, not mp4)',
      Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  \x00\x00\x02\x00qt  ', 'latin1')]),
      'UNMATCHED_FILE_TYPE',
    ],
  ])('refuses %s', async (_what, bytes, code) => {
    await refused([{ bytes, name: 'photo.png', type: 'image/png' }], code)
  })

  it('refuses an image over 10 MB, two files, and more than 4096 px a side', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(10 * MB)])
    await refused([{ bytes: big }], 'FILE_SIZE_LIMIT_EXCEEDED')
    await refused([{ bytes: await picture('png') }, { bytes: await picture('png') }], 'FILE_LENGTH_LIMIT_EXCEEDED')
    await refused([{ bytes: await claimedPng(5000, 5000) }], 'RESOLUTION_LIMIT_EXCEEDED')
    await refused([{ bytes: await claimedPng(4097, 2) }], 'RESOLUTION_LIMIT_EXCEEDED')
  })

  it('needs a session and leaves no post behind a refused upload', async () => {
    expect((await uploadParts(backend, undefined, [{ bytes: await picture('png') }])).status).toBe(401)
    const posts = await count(backend, 'community_posts')
    await uploadParts(backend, demo, [{ bytes: Buffer.from('not a picture') }])
    const key = await uploadImage(backend, demo)
    const answer = await post(backend, '/posts', { category: 'BOAST', text: '사진 한 장만', images: [{ uploadKey: key }] }, demo)
    expect(answer.body.reason).toBe('IMAGE_MIN')
    expect(await count(backend, 'community_posts')).toBe(posts)
  })
})

describe('GET /community-media/{name}', () => {
  it('answers 404 for unknown or malformed names, and never serves a pending upload', async () => {
    for (const name of [`${'a'.repeat(26)}-360.webp`, 'x.webp', '..%2F..%2Fetc', `${'a'.repeat(26)}-720.webp`]) {
      const response = await served(`/community-media/${name}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' })
    }
    const { body } = await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 1000 }, demo)
    expect((await served(`/community-media/${body.uploadKey}-360.webp`)).status).toBe(404)
  })

  it('serves seeded pictures as webp drawn on first request', async () => {
    const { body } = await get(backend, '/posts/1')
    const { meta } = await servedImage(body.images[0].thumbUrl)
    expect(meta).toMatchObject({ format: 'webp', width: 360 })
    const again = await servedImage(body.images[0].url)
    expect(again.meta.width).toBe(1080)
  })
})

describe('pre-signed uploads', () => {
  const put = (url: string, bytes: Uint8Array) => fetchJson(`${media.origin}${url}`, { method: 'PUT', body: new Uint8Array(bytes) })

  it('takes the bytes once with a good signature', async () => {
    const { status, body } = await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 50_000 }, demo)
    expect(status).toBe(200)
    expect(body.uploadUrl).toMatch(new RegExp(`^/community-media/uploads/${body.uploadKey}/content\\?signature=[\\w-]+&expires=\\d+$`))
    expect(Date.parse(body.expiresAt) - clock).toBeGreaterThan(9 * 60 * 1000)
    const png = await picture('png', 500, 400)
    const first = await put(body.uploadUrl, png)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toEqual({
      uploadKey: body.uploadKey,
      kind: 'IMAGE',
      thumbUrl: `/community-media/${body.uploadKey}-360.webp`,
      url: `/community-media/${body.uploadKey}-1080.webp`,
    })
    expect((await put(body.uploadUrl, png)).status).toBe(403)
    expect((await servedImage(first.body.thumbUrl)).meta.width).toBe(360)
    // The backend answers the same path under /community.
    const other = await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 50_000 }, demo)
    const direct = await fetchJson(`${backend.url}${other.body.uploadUrl.replace('/community-media', '/community')}`, {
      method: 'PUT',
      body: new Uint8Array(png),
    })
    expect(direct.status).toBe(200)
  })

  it('answers 403 to a wrong or expired signature', async () => {
    const { body } = await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 50_000 }, demo)
    const png = await picture('png')
    const wrong = body.uploadUrl.replace(/signature=[\w-]+/, `signature=${'A'.repeat(43)}`)
    expect((await put(wrong, png)).status).toBe(403)
    const longer = body.uploadUrl.replace(/expires=(\d+)/, (_: string, s: string) => `expires=${Number(s) + 3600}`)
    expect((await put(longer, png)).status).toBe(403)
    const { body: other } = await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 50_000 }, demo)
    expect((await put(body.uploadUrl.replace(body.uploadKey, other.uploadKey), png)).status).toBe(403)
    clock += 11 * 60 * 1000
    const expired = await put(body.uploadUrl, png)
    expect(expired.status).toBe(403)
    expect(expired.body.code).toBe('FORBIDDEN')
  })

  it('checks the size and the kind', async () => {
    expect((await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 10 * MB + 1 }, demo)).body.code).toBe('FILE_SIZE_LIMIT_EXCEEDED')
    expect((await post(backend, '/uploads/presign', { kind: 'VIDEO', size: 100 * MB + 1 }, demo)).body.code).toBe(
      'FILE_SIZE_LIMIT_EXCEEDED',
    )
    expect((await call(backend, 'POST', '/uploads/presign', undefined, { kind: 'IMAGE', size: 10 })).status).toBe(401)
    const { body } = await post(backend, '/uploads/presign', { kind: 'IMAGE', size: 1000 }, demo)
    expect((await put(body.uploadUrl, tinyMp4())).body.code).toBe('UNMATCHED_FILE_TYPE')
    // More than the size it announced.
    expect((await put(body.uploadUrl, await picture('png', 400, 400))).body.code).toBe('FILE_SIZE_LIMIT_EXCEEDED')
    const { body: clip } = await post(backend, '/uploads/presign', { kind: 'VIDEO', size: 1000 }, demo)
    expect((await put(clip.uploadUrl, await picture('png'))).body.code).toBe('UNMATCHED_FILE_TYPE')
    expect((await put(clip.uploadUrl, tinyMp4())).body).toMatchObject({ kind: 'VIDEO', uploadKey: clip.uploadKey })
  })
})

describe('videos', () => {
  async function videoPost(moov: boolean): Promise<number> {
    const { status, body } = await uploadParts(backend, demo, [{ bytes: tinyMp4({ moov }), name: 'clip.png', type: 'image/png' }])
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({ uploadKey: expect.any(String), kind: 'VIDEO', url: `/community-media/${body.uploadKey}.mp4` })
    // Spec §5: a video comes with at least two pictures.
    const images = [{ uploadKey: await uploadImage(backend, demo) }, { uploadKey: await uploadImage(backend, demo) }]
    const created = await post(
      backend,
      '/posts',
      { category: 'HUNTING_GAME', text: '사냥놀이 영상', images, videoKey: body.uploadKey },
      demo,
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.postId
  }
  const video = async (postId: number) => (await get(backend, `/posts/${postId}`)).body.video

  it('moves on by time: UPLOADED, PROCESSING after 10 s, READY after 30 s', async () => {
    const postId = await videoPost(true)
    expect(await video(postId)).toEqual({ status: 'UPLOADED', url: null, posterUrl: null })
    clock += 10_000
    expect((await video(postId)).status).toBe('PROCESSING')
    clock += 20_000
    const ready = await video(postId)
    expect(ready).toEqual({ status: 'READY', url: expect.stringMatching(/\.mp4$/), posterUrl: expect.stringMatching(/-poster\.webp$/) })
    const mp4 = await served(ready.url)
    expect(mp4.headers.get('content-type')).toBe('video/mp4')
    expect(mp4.headers.get('x-content-type-options')).toBe('nosniff')
    expect(
      Buffer.from(await mp4.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp')
    expect((await servedImage(ready.posterUrl)).meta.format).toBe('webp')
    const card = (await get(backend, '/posts?sort=LATEST&size=1')).body.posts[0]
    expect(card).toMatchObject({ postId, video: { status: 'READY', posterUrl: ready.posterUrl }, imageCount: 2 })
  })

  it('FAILS a video without a moov box', async () => {
    const postId = await videoPost(false)
    clock += 10_000
    expect((await video(postId)).status).toBe('PROCESSING')
    clock += 20_000
    expect(await video(postId)).toEqual({ status: 'FAILED', url: null, posterUrl: null })
  })

  it('refuses an image key as the video and a video key as an image', async () => {
    // Two pictures each time, so the image minimum (spec §5) is not what refuses them.
    const pictures = async (token: string) => [
      { uploadKey: await uploadImage(backend, token) },
      { uploadKey: await uploadImage(backend, token) },
    ]
    const image = await uploadImage(backend, demo)
    const { body: clip } = await uploadParts(backend, demo, [{ bytes: tinyMp4() }])
    expect(
      (await post(backend, '/posts', { category: 'BOAST', text: '영상', images: await pictures(demo), videoKey: image }, demo)).body.reason,
    ).toBe('UPLOAD_NOT_FOUND')
    const other = await uploadImage(backend, demo)
    expect(
      (
        await post(
          backend,
          '/posts',
          { category: 'BOAST', text: '사진', images: [{ uploadKey: other }, { uploadKey: clip.uploadKey }] },
          demo,
        )
      ).body.reason,
    ).toBe('UPLOAD_NOT_FOUND')
    expect(
      (await post(backend, '/posts', { category: 'BOAST', text: '남의 영상', images: await pictures(cat), videoKey: clip.uploadKey }, cat))
        .body.reason,
    ).toBe('UPLOAD_NOT_FOUND')
  })
})
