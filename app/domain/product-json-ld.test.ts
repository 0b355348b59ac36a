import { describe, expect, test } from 'vitest'
import { schemaOrgProblems } from '../../tests/support/schema-org'
import { absoluteUrl, canonicalUrl } from './canonical'
import type { ProductDetail } from './catalog.schema'
import { jsonLdText, productJsonLd } from './product-json-ld'

const ORIGIN = 'https://shop.example'

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: 7,
    productName: '로얄캐닌 미니 인도어 어덜트 3kg',
    productGroup1Id: 1,
    productGroup2Id: 5,
    productGroup3Id: 21,
    productGroup4Id: null,
    brandId: 3,
    brandName: '로얄캐닌',
    price: 42000,
    discountApplyPrice: 37800,
    discountRate: 10,
    isPb: false,
    reviewCount: 12,
    reviewScore: 4.5,
    productSellLimitStatusCode: null,
    isEntirelySoldout: false,
    imageUrl: '/cdn/products/7.svg',
    images: ['/cdn/products/7.svg', '/cdn/products/7-2.svg'],
    description: '실내에서 생활하는 소형견을 위한 사료예요.',
    options: [
      { optionId: 1, name: '3kg', price: 42000, discountApplyPrice: 37800, stock: 5, soldOut: false },
      { optionId: 2, name: '8kg', price: 89000, discountApplyPrice: 80100, stock: 0, soldOut: true },
    ],
    maxQuantity: 10,
    delivery: { morning: true, express: false, logistic: true, seoulOnly: false, fee: 3000, freeOver: 30000 },
    category: {
      path: [
        { categoryId: 5, name: '사료' },
        { categoryId: 21, name: '건식사료' },
      ],
    },
    relatedProducts: [],
    subscribable: false,
    ...overrides,
  }
}

describe('canonical URLs (decision 060)', () => {
  test('a product page is its bare URL on the public origin, whatever the query or Host', () => {
    expect(canonicalUrl(ORIGIN, '/product/detail/7', '?optionId=2&from=%2Fsearch&utm_source=kakao&reviewSort=SCORE_DESC')).toBe(
      'https://shop.example/product/detail/7',
    )
  })

  test('a category keeps its page past the first and drops its sort', () => {
    expect(canonicalUrl(ORIGIN, '/category/5/21', '?sort=PRICE_ASC&page=3&fbclid=x')).toBe('https://shop.example/category/5/21?page=3')
    expect(canonicalUrl(ORIGIN, '/category/5/21', '?page=1')).toBe('https://shop.example/category/5/21')
  })

  test('community boards and ended events are lists of their own; a trailing slash is the same page', () => {
    expect(canonicalUrl(ORIGIN, '/community', '?sort=LATEST&category=BOAST')).toBe('https://shop.example/community?category=BOAST')
    expect(canonicalUrl(ORIGIN, '/event/', '?status=ended&utm_campaign=x')).toBe('https://shop.example/event?status=ended')
    expect(canonicalUrl(ORIGIN, '/event/3', '?status=ended')).toBe('https://shop.example/event/3')
    expect(canonicalUrl(`${ORIGIN}/`, '/', '?utm_source=naver')).toBe('https://shop.example/')
  })

  test('an image path is made absolute on the shop, an absolute one is kept', () => {
    expect(absoluteUrl(ORIGIN, '/cdn/products/7.svg')).toBe('https://shop.example/cdn/products/7.svg')
    expect(absoluteUrl(ORIGIN, 'https://img.example/a.jpg')).toBe('https://img.example/a.jpg')
  })
})

describe('a product page JSON-LD (decision 060)', () => {
  test('Product with an Offer per option, in or out of stock, priced at the selling price in KRW', () => {
    const [node] = productJsonLd(product(), ORIGIN)
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '로얄캐닌 미니 인도어 어덜트 3kg',
      url: 'https://shop.example/product/detail/7',
      image: ['https://shop.example/cdn/products/7.svg', 'https://shop.example/cdn/products/7-2.svg'],
      brand: { '@type': 'Brand', name: '로얄캐닌' },
      offers: [
        { '@type': 'Offer', name: '3kg', price: 37800, priceCurrency: 'KRW', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', name: '8kg', price: 80100, priceCurrency: 'KRW', availability: 'https://schema.org/OutOfStock' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    })
  })

  test('a product sold out entirely offers every option out of stock; one without options offers itself', () => {
    const [soldOut] = productJsonLd(product({ isEntirelySoldout: true, productSellLimitStatusCode: 'SOLDOUT' }), ORIGIN)
    expect((soldOut?.offers as Array<{ availability: string }> | undefined)?.map((o) => o.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/OutOfStock',
    ])
    const [single] = productJsonLd(product({ options: [] }), ORIGIN)
    expect(single?.offers).toEqual([
      {
        '@type': 'Offer',
        price: 37800,
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/detail/7',
      },
    ])
  })

  test('no aggregateRating without reviews, no brand without one', () => {
    const [node] = productJsonLd(product({ reviewCount: 0, reviewScore: 0, brandName: null }), ORIGIN)
    expect(node).not.toHaveProperty('aggregateRating')
    expect(node).not.toHaveProperty('brand')
  })

  test('BreadcrumbList follows the category path to the product', () => {
    const [, crumbs] = productJsonLd(product(), ORIGIN)
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '사료', item: 'https://shop.example/category/5' },
        { '@type': 'ListItem', position: 2, name: '건식사료', item: 'https://shop.example/category/5/21' },
        { '@type': 'ListItem', position: 3, name: '로얄캐닌 미니 인도어 어덜트 3kg', item: 'https://shop.example/product/detail/7' },
      ],
    })
  })

  test('every property emitted is schema.org’s for its type, with a value of an expected type', () => {
    for (const variant of [product(), product({ reviewCount: 0, brandName: null, options: [] }), product({ category: { path: [] } })]) {
      expect(schemaOrgProblems(productJsonLd(variant, ORIGIN))).toEqual([])
    }
  })

  test('the checker refuses what schema.org does not define or type', () => {
    const [node] = productJsonLd(product(), ORIGIN)
    expect(schemaOrgProblems([{ ...node, stock: 5 }])).toEqual(['[0].stock: not a property of Product'])
    expect(schemaOrgProblems([{ ...node, offers: [{ '@type': 'Offer', price: 1, availability: 'InStock' }] }])).toEqual([
      '[0].offers[0].availability: "InStock" is none of ItemAvailability',
    ])
    expect(schemaOrgProblems([{ ...node, aggregateRating: { '@type': 'AggregateRating', reviewCount: 2.5 } }])).toEqual([
      '[0].aggregateRating.reviewCount: 2.5 is none of Integer',
    ])
    expect(schemaOrgProblems([{ ...node, image: ['/cdn/products/7.svg'] }])).toEqual([
      '[0].image[0]: "/cdn/products/7.svg" is none of URL, ImageObject',
    ])
  })

  test('a product name cannot close the script tag it is written in', () => {
    const text = jsonLdText(productJsonLd(product({ productName: '간식</script><script>alert(1)</script> & <!--' }), ORIGIN))
    expect(text).not.toMatch(/[<>]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect((JSON.parse(text) as Array<{ name?: string }>)[0]?.name).toBe('간식</script><script>alert(1)</script> & <!--')
  })
})
