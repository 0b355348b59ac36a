import { expect, test } from 'vitest'
import { shareMeta } from './meta'

const place = (search = '') => ({
  location: { pathname: '/product/detail/7', search },
  matches: [{ id: 'root', data: { publicUrl: 'https://shop.example' } }, { id: 'routes/_shop+/product.detail.$productId' }],
})

const content = (tags: ReturnType<typeof shareMeta>, key: string) =>
  (tags as Array<Record<string, unknown>>).find((tag) => tag.property === key || tag.name === key)?.content

test('[decision 060] a shared product: its title, description, absolute og:image and og:url on PUBLIC_URL, its price in KRW', () => {
  const tags = shareMeta(place('?utm_source=kakao&optionId=3'), {
    title: '로얄캐닌 미니 인도어',
    description: '실내 소형견을 위한\n\n사료예요.',
    image: '/cdn/products/7.svg',
    type: 'product',
    price: 37800,
  })
  expect(tags).toContainEqual({ title: '로얄캐닌 미니 인도어 | 펫샵' })
  expect(content(tags, 'description')).toBe('실내 소형견을 위한 사료예요.')
  expect(content(tags, 'og:title')).toBe('로얄캐닌 미니 인도어')
  expect(content(tags, 'og:type')).toBe('product')
  expect(content(tags, 'og:url')).toBe('https://shop.example/product/detail/7')
  expect(content(tags, 'og:image')).toBe('https://shop.example/cdn/products/7.svg')
  expect(content(tags, 'product:price:amount')).toBe('37800')
  expect(content(tags, 'product:price:currency')).toBe('KRW')
})

test('a long text is cut to one preview line; a post without pictures has no og:image', () => {
  const tags = shareMeta(place(), { title: '산책 일기', description: '가'.repeat(300), image: undefined, type: 'article' })
  expect(content(tags, 'og:description')).toHaveLength(140)
  expect(content(tags, 'og:image')).toBeUndefined()
  expect(content(tags, 'product:price:amount')).toBeUndefined()
})
