import { expect, test } from 'vitest'
import * as COMMUNITY_MSG from './messages.community'
import { PostFormSchema } from './post-form.schema'

const image = (n: number, productIds: number[] = []) => ({
  uploadKey: `key${n}`,
  thumbUrl: `/community-media/key${n}-360.webp`,
  productIds,
})
const valid = { category: 'BOAST', text: '우리 코코 산책했어요', hashtags: '#산책 #말티즈', images: [image(1), image(2, [1024])] }
const messages = (value: unknown) => PostFormSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []

test('a post with two images and a product tag on the second is fine', () => {
  expect(PostFormSchema.parse(valid)).toMatchObject({ intent: 'publish', images: [{ productIds: [] }, { productIds: [1024] }] })
})

test("[R5.10] 'register at least 2 images', a video or not", () => {
  expect(messages({ ...valid, images: [image(1)] })).toContain(COMMUNITY_MSG.imageMin)
  // Spec §5 has no exception for a video: it comes with the pictures, never instead of them.
  expect(messages({ ...valid, images: [], videoKey: 'vid1' })).toEqual([COMMUNITY_MSG.imageMin])
  expect(messages({ ...valid, images: [image(1)], videoKey: 'vid1' })).toEqual([COMMUNITY_MSG.imageMin])
  expect(messages({ ...valid, videoKey: 'vid1' })).toEqual([])
  expect(COMMUNITY_MSG.imageMin).toBe('사진을 2장 이상 등록해 주세요.')
  // While uploading, fewer images are only work in progress.
  expect(messages({ ...valid, intent: 'upload', images: [image(1)] })).toEqual([])
})

// Decision 049 amends R5.10: the first picture may be tagged like any other.
test('[R5.10] the first image may have a product tag too', () => {
  expect(messages({ ...valid, images: [image(1, [7]), image(2)] })).toEqual([])
})

test('상품 찾기 and 임시 저장 answer the form again: the picture rules wait for 등록하기', () => {
  expect(messages({ ...valid, intent: 'find', images: [] })).toEqual([])
  expect(messages({ ...valid, intent: 'draft', images: [image(1)] })).toEqual([])
})

test('hashtags with markup or past ten are refused; keys and thumbnails must be the service’s own', () => {
  expect(messages({ ...valid, hashtags: '#<script>alert(1)</script>' })[0]).toContain('쓸 수 없어요')
  expect(messages({ ...valid, hashtags: Array.from({ length: 11 }, (_, i) => `#태그${i}`).join(' ') })).toContain(
    COMMUNITY_MSG.hashtagLimit,
  )
  expect(PostFormSchema.safeParse({ ...valid, images: [{ ...image(1), uploadKey: '../etc' }, image(2)] }).success).toBe(false)
  expect(PostFormSchema.safeParse({ ...valid, images: [{ ...image(1), thumbUrl: 'https://evil.example/x.webp' }, image(2)] }).success).toBe(
    false,
  )
})

test('editing keeps the pictures, so it needs none in the form', () => {
  expect(messages({ ...valid, intent: 'save', images: [] })).toEqual([])
})
