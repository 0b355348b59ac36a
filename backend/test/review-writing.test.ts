import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fetchJson, postJson, signIn, startTestBackend } from './helpers'
import { claimedPng, mountCdn, picture, upload } from './review-uploads'

let backend: RunningBackend
let cdn: { cdn: string; close: () => Promise<void> }
let demo: string
let cat: string

beforeAll(async () => {
  backend = await startTestBackend()
  cdn = await mountCdn(backend)
  demo = await signIn(backend, DEMO_USERS.demo)
  cat = await signIn(backend, DEMO_USERS.cat)
})
afterAll(async () => {
  await cdn.close()
  await backend.close()
})

const MB = 1024 * 1024
const KEY = /^[a-z2-7]{26}$/

async function served(url: string): Promise<Response> {
  return fetch(`${cdn.cdn}${url.replace(/^\/cdn/, '')}`)
}

async function uploaded(bytes: Uint8Array, name = 'photo.png', type = 'image/png'): Promise<{ photoKey: string; url: string }> {
  const { status, body } = await upload(backend, demo, [{ bytes, name, type }])
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

describe('POST /review/reviews/photos', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('takes a %s and serves it back as webp under a server-made key', async (format) => {
    const { photoKey, url } = await uploaded(await picture(format), `photo.${format}`, `image/${format}`)
    expect(photoKey).toMatch(KEY)
    expect(url).toBe(`/cdn/reviews/${photoKey}.webp`)
    const response = await served(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 })
  })

  it('goes by the bytes: a png named .jpg and declared as jpeg (or text) is a png', async () => {
    const png = await picture('png')
    await uploaded(png, 'holiday.jpg', 'image/jpeg')
    await uploaded(png, 'notes.txt', 'text/plain')
  })

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture at all\n'), 'UNMATCHED_FILE_TYPE'],
    ['an SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'UNMATCHED_FILE_TYPE'],
    ['an HTML page', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'), 'UNMATCHED_FILE_TYPE'],
    [
      'a GIF',
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
      'UNMATCHED_FILE_TYPE',
    ],
    [
      'HTML behind a png signature',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]),
      'FILE_UPLOAD_ERROR',
    ],
    [
      'a webp signature with SVG inside',
      Buffer.from('RIFF\x20\x00\x00\x00WEBP<svg xmlns="http://www.w3.org/2000/svg"/>', 'latin1'),
      'FILE_UPLOAD_ERROR',
    ],
  ])('refuses %s', async (_what, bytes, code) => {
    const before = await photoCount()
    const { status, body } = await upload(backend, demo, [{ bytes, name: 'photo.png', type: 'image/png' }])
    expect(status).toBe(400)
    expect(body).toEqual({ code, message: expect.stringMatching(/[가-힣]/) })
    expect(await photoCount()).toBe(before)
  })

  it('refuses a truncated jpeg', async () => {
    const jpeg = await picture('jpeg', 400, 300)
    const { body } = await upload(backend, demo, [{ bytes: jpeg.subarray(0, jpeg.length / 2) }])
    expect(body.code).toBe('FILE_UPLOAD_ERROR')
  })

  it('refuses more than 10 MB, streamed or declared, without keeping anything', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(10 * MB)])
    for (const stream of [true, false]) {
      const { status, body } = await upload(backend, demo, [{ bytes: big }], { stream })
      expect(status).toBe(400)
      expect(body.code).toBe('FILE_SIZE_LIMIT_EXCEEDED')
    }
    const huge = await upload(backend, demo, [{ bytes: Buffer.alloc(30 * MB) }])
    expect(huge.body.code).toBe('FILE_SIZE_LIMIT_EXCEEDED')
  })

  it('refuses a second file', async () => {
    const png = await picture('png')
    const { status, body } = await upload(backend, demo, [{ bytes: png }, { bytes: png, field: 'photo' }])
    expect(status).toBe(400)
    expect(body.code).toBe('FILE_LENGTH_LIMIT_EXCEEDED')
    const other = await upload(backend, demo, [{ bytes: png }, { bytes: png, field: 'other' }])
    expect(other.body.code).toBe('FILE_LENGTH_LIMIT_EXCEEDED')
  })

  it('refuses more than 4096 px a side, and headers that claim a decompression bomb', async () => {
    const wide = await upload(backend, demo, [{ bytes: await picture('png', 4097, 8) }])
    expect(wide.status).toBe(400)
    expect(wide.body.code).toBe('RESOLUTION_LIMIT_EXCEEDED')
    const bomb = await upload(backend, demo, [{ bytes: await claimedPng(60_000, 60_000) }])
    expect(bomb.body.code).toBe('RESOLUTION_LIMIT_EXCEEDED')
  })

  it('shrinks wide pictures to 1080 px and strips EXIF (GPS included)', async () => {
    const exif = { IFD0: { Artist: 'secret-artist-name' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } }
    const jpeg = await sharp(await picture('jpeg', 2000, 1000))
      .withExif(exif)
      .jpeg()
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const { url } = await uploaded(jpeg, 'x.jpg', 'image/jpeg')
    const bytes = Buffer.from(await (await served(url)).arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1080, height: 540 })
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes('secret-artist-name')).toBe(false)
    expect(bytes.includes('EXIF')).toBe(false)
  })

  it('needs a session, and the photo field', async () => {
    const png = await picture('png')
    expect((await upload(backend, undefined, [{ bytes: png }])).status).toBe(401)
    const none = await upload(backend, demo, [{ bytes: png, field: 'image' }])
    expect(none.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field: 'photo' })
    const json = await postJson(`${backend.url}/review/reviews/photos`, { photo: 'x' }, { authorization: demo })
    expect(json.body.code).toBe('FILE_UPLOAD_ERROR')
  })

  it('serves unknown or malformed keys as 404', async () => {
    for (const path of ['/cdn/reviews/aaaaaaaaaaaaaaaaaaaaaaaaaa.webp', '/cdn/reviews/../products/1.svg.webp', '/cdn/reviews/x.webp']) {
      expect((await served(path)).status).toBe(404)
    }
  })
})

async function photoCount(): Promise<number> {
  const [row] = await backend.db.query<{ n: number }>('select count(*)::int as n from review_photos')
  return row?.n ?? 0
}

type Line = { orderId: number; lineNo: number; productId: number }
const product = async (id: number) =>
  (
    await backend.db.query<{ count: number; score: number }>(
      'select review_count as count, review_score::float8 as score from products where product_id = $1',
      [id],
    )
  )[0]
const reviewCount = async () => (await backend.db.query<{ n: number }>('select count(*)::int as n from reviews'))[0]?.n
const write = (token: string, body: Record<string, unknown>) => postJson(`${backend.url}/review/reviews`, body, { authorization: token })
const writable = async (token: string): Promise<Line[]> =>
  (await fetchJson(`${backend.url}/review/reviews/writable`, { headers: { authorization: token } })).body.items

describe('writing a review', () => {
  const text = '  산책 후에 잘 먹어요. 포장도 꼼꼼했어요!  '

  it("lists the demo member's delivered lines as writable", async () => {
    const items = await writable(demo)
    const lines = await backend.db.query(
      "select count(*)::int as n from order_items join orders using (order_id) where user_id = 1 and status = 'DELIVERED'",
    )
    expect(items).toHaveLength(lines[0]?.n as number)
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'imageUrl',
      'lineNo',
      'optionName',
      'orderId',
      'orderedAt',
      'productId',
      'productName',
      'rewardPaid',
    ])
    expect(await writable(cat)).toEqual([])
  })

  it('writes a review with photos; the product totals follow; the line is no longer writable', async () => {
    const [line] = await writable(demo)
    if (!line) throw new Error('no writable line')
    const before = await product(line.productId)
    if (!before) throw new Error('no product')
    const photos = [await uploaded(await picture('png')), await uploaded(await picture('webp'))]
    const { status, body } = await write(demo, { ...line, score: 1, text, photoKeys: photos.map((p) => p.photoKey) })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({ reviewId: expect.any(Number), reward: 500 })
    // Decision 047: the product's totals are recounted from its stored reviews.
    const after = await product(line.productId)
    expect(after?.count).toBe(before.count + 1)
    const [stored] = await backend.db.query<{ score: number }>(
      'select round(avg(score), 1)::float8 as score from reviews where product_id = $1',
      [line.productId],
    )
    expect(after?.score).toBe(stored?.score)

    const page = await fetchJson(`${backend.url}/review/reviews?productId=${line.productId}`)
    expect(page.body.totalCount).toBe(before.count + 1)
    const mine = page.body.reviews.find((r: { reviewId: number }) => r.reviewId === body.reviewId)
    expect(mine).toMatchObject({ score: 1, text: text.trim(), petName: '코코', photos: photos.map((p) => p.url) })
    expect(mine.petAgeLabel).toMatch(/^\d+(살|개월)$/)
    expect((await writable(demo)).some((l) => l.orderId === line.orderId && l.lineNo === line.lineNo)).toBe(false)
    // Decision 044: a photo review pays 500원 of 적립금, once for the line.
    const reward = await backend.db.query('select reason, amount from point_movements where order_id = $1 and line_no = $2', [
      line.orderId,
      line.lineNo,
    ])
    expect(reward).toEqual([{ reason: 'REVIEW_PHOTO', amount: 500 }])

    const again = await write(demo, { ...line, score: 5, text })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('ALREADY_REVIEWED')
    expect(await product(line.productId)).toEqual(after)
  })

  it("refuses someone else's line, or one not delivered, and changes nothing", async () => {
    const [line] = await writable(demo)
    if (!line) throw new Error('no writable line')
    const before = [await product(line.productId), await reviewCount()]
    const { photoKey } = await uploaded(await picture('png'))
    const theirs = await write(cat, { ...line, score: 5, text })
    expect(theirs.status).toBe(400)
    expect(theirs.body).toEqual({ code: 'NOT_REVIEWABLE', message: expect.stringMatching(/[가-힣]/) })
    expect((await write(demo, { ...line, lineNo: 99, score: 5, text })).body.code).toBe('NOT_REVIEWABLE')
    await backend.db.query("update orders set status = 'SHIPPING' where order_id = $1", [line.orderId])
    try {
      expect((await write(demo, { ...line, score: 5, text, photoKeys: [photoKey] })).body.code).toBe('NOT_REVIEWABLE')
    } finally {
      await backend.db.query("update orders set status = 'DELIVERED' where order_id = $1", [line.orderId])
    }
    expect([await product(line.productId), await reviewCount()]).toEqual(before)
    const [photo] = await backend.db.query('select review_id from review_photos where photo_key = $1', [photoKey])
    expect(photo).toEqual({ review_id: null })
  })

  it.each([
    ['score', { score: 6 }],
    ['score', { score: 4.5 }],
    ['text', { text: '   짧아요        ' }],
    ['text', { text: '가'.repeat(1001) }],
    [
      'photoKeys',
      {
        // Decision 047: five photos at most.
        photoKeys: ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(26)),
      },
    ],
    ['photoKeys', { photoKeys: ['../../etc/passwd'] }],
    ['orderId', { orderId: 'one' }],
  ])('answers a field error for a bad %s', async (field, change) => {
    const [line] = await writable(demo)
    const before = await reviewCount()
    const { status, body } = await write(demo, { ...line, score: 5, text, ...change })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field, message: expect.stringMatching(/[가-힣]/) })
    expect(await reviewCount()).toBe(before)
  })

  it("refuses another member's photo, or one already taken, and changes nothing", async () => {
    const [line] = await writable(demo)
    if (!line) throw new Error('no writable line')
    const taken = (
      await backend.db.query<{ key: string }>('select photo_key as key from review_photos where review_id is not null limit 1')
    )[0]?.key
    const png = await picture('png')
    const theirs = (await upload(backend, cat, [{ bytes: png }])).body.photoKey
    const before = [await product(line.productId), await reviewCount()]
    for (const key of [theirs, taken]) {
      const { body } = await write(demo, { ...line, score: 5, text, photoKeys: [key] })
      expect(body).toMatchObject({ code: 'BAD_REQUEST', field: 'photoKeys' })
    }
    expect([await product(line.productId), await reviewCount()]).toEqual(before)
  })

  it("lists the member's own reviews with their products", async () => {
    const { status, body } = await fetchJson(`${backend.url}/review/reviews/mine?size=5`, { headers: { authorization: demo } })
    expect(status).toBe(200)
    expect(body.totalCount).toBe(1)
    expect(body.reviews).toHaveLength(1)
    const [review] = body.reviews
    expect(Object.keys(review).sort()).toEqual(
      [
        'createdAt',
        'editedAt',
        'helpfulCount',
        'imageUrl',
        'nickname',
        'petAgeLabel',
        'petName',
        'photos',
        'productId',
        'productName',
        'reviewId',
        'score',
        'text',
      ].sort(),
    )
    expect(review.imageUrl).toBe(`/cdn/products/${review.productId}.svg`)
    expect(review.photos).toHaveLength(2)
    expect((await fetchJson(`${backend.url}/review/reviews/mine`, { headers: { authorization: cat } })).body).toEqual({
      reviews: [],
      totalCount: 0,
    })
    expect((await fetchJson(`${backend.url}/review/reviews/mine?size=31`, { headers: { authorization: demo } })).status).toBe(400)
    for (const path of ['mine', 'writable']) expect((await fetchJson(`${backend.url}/review/reviews/${path}`)).status).toBe(401)
    expect((await postJson(`${backend.url}/review/reviews`, {})).status).toBe(401)
  })
})
