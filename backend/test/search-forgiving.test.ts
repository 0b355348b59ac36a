import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductSummary } from '../catalog/products'
import type { RunningBackend } from '../index'
import dictionary from '../search/dictionary.json'
import { fetchJson, startTestBackend } from './helpers'

// Decision 025: search that forgives — spacing, 초성, the English layout, typos, the dictionary, the
// other animal's side and a correction for an empty result, on the deterministic seed.

let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

const get = (path: string, query: Record<string, string | number>) =>
  fetchJson(`${backend.url}/search/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`)
const search = async (word: string, group: number, extra: Record<string, string | number> = {}) => {
  const { status, body } = await get('products', { word, productGroup1Id: group, ...extra })
  expect(status, word).toBe(200)
  return body
}
const names = (products: ProductSummary[]) => products.map((p) => p.productName)

describe('GET /search/products: spacing never changes the answer', () => {
  it.each([
    ['강아지 사료', '강아지사료', 1],
    ['고양이 모래', '고양이모래', 2],
    ['연어 사료', '연어사료', 1],
    ['관절 영양제', '관절영양제', 1],
    ['짜 먹는 간식', '짜먹는간식', 2],
  ])('%s and %s find the same products', async (spaced, joined, group) => {
    const a = await search(spaced, group, { size: 48 })
    const b = await search(joined, group, { size: 48 })
    expect(a.totalCount).toBeGreaterThan(0)
    expect(b.totalCount).toBe(a.totalCount)
    expect(b.products.map((p: ProductSummary) => p.productId)).toEqual(a.products.map((p: ProductSummary) => p.productId))
  })

  it('a two-word query written together no longer counts the whole dog catalogue', async () => {
    const [{ n: dogs }] = (await backend.db.query<{ n: number }>(
      'select count(*)::int as n from products where product_group1_id = 1',
    )) as [{ n: number }]
    const joined = await search('강아지사료', 1)
    expect(joined.totalCount).toBeLessThan(dogs / 2)
    expect(
      joined.products.every((p: ProductSummary) => p.productGroup1Id === 1 && (p.productName.includes('사료') || p.productGroup2Id === 11)),
    ).toBe(true)
  })
})

describe('GET /search/products: what a shopper meant', () => {
  it.each(['ㅂㅂㅍㄷ', 'qoqusvoem', '배변페드', '배변 페드', '똥패드'])('%s finds 배변패드 and says it searched 배변패드', async (word) => {
    const meant = await search('배변패드', 1)
    const body = await search(word, 1)
    expect(body.word).toBe(word)
    expect(body.resolvedWord).toBe('배변패드')
    expect(body.totalCount).toBe(meant.totalCount)
    expect(
      names(body.products)
        .slice(0, 10)
        .every((name) => name.includes('배변패드')),
    ).toBe(true)
  })

  it('reads colloquial names through the dictionary', async () => {
    expect((await search('똥봉투', 1)).totalCount).toBe((await search('배변봉투', 1)).totalCount)
    const puppy = await search('멍멍이 간식', 1)
    expect(puppy.resolvedWord).toBe('강아지 간식')
    expect(puppy.totalCount).toBe((await search('강아지 간식', 1)).totalCount)
    const cats = await search('냥이', 2)
    expect(cats.totalCount).toBe((await search('고양이', 2)).totalCount)
    const churu = await search('츄르', 2)
    expect(churu.products.every((p: ProductSummary) => p.productGroup3Id === 2201)).toBe(true)
  })

  it('counts a search for the best keywords as what it was read as', async () => {
    await search('qoqusvoem', 1)
    const [last] = await backend.db.query<{ keyword: string }>('select keyword from search_logs order by search_log_id desc limit 1')
    expect(last?.keyword).toBe('배변패드')
  })

  it('a word the search does not change carries no resolvedWord', async () => {
    const body = await search('연어 사료', 1)
    expect(body).not.toHaveProperty('resolvedWord')
  })

  it('words of each section of the dictionary find products through the service', async () => {
    // Every entry against the seed's documents, without HTTP: search-vocabulary.test.ts.
    const sample = Object.values(dictionary.words).flatMap((section) => Object.keys(section).slice(0, 3))
    for (const typed of sample) {
      const found = await search(typed, 0, { size: 1 })
      expect(found.totalCount, typed).toBeGreaterThan(0)
    }
  })
})

describe('GET /search/products: how shoppers ask (the vocabulary and the analyser)', () => {
  const firstThree = async (word: string, group: number) => {
    const body = await search(word, group, { size: 3 })
    expect(body.totalCount, word).toBeGreaterThan(0)
    expect(body.products.length, word).toBe(3)
    return body.products as ProductSummary[]
  }

  it.each([
    ['관절 영양제 추천', 1, (p: ProductSummary) => p.productGroup3Id === 1301],
    ['7살 강아지 사료', 1, (p: ProductSummary) => p.productGroup3Id === 1106],
    ['말티즈 사료', 1, (p: ProductSummary) => p.productName.includes('소형견') && p.productGroup2Id === 11],
    ['harness', 1, (p: ProductSummary) => p.productGroup3Id === 1901],
    ['chur', 2, (p: ProductSummary) => p.productGroup3Id === 2201],
    ['여름 방석', 1, (p: ProductSummary) => p.productName.includes('쿨링') && p.productGroup3Id === 1801],
    ['냄새 안 나는 패드', 1, (p: ProductSummary) => p.productName.includes('냄새 잡는') && p.productGroup3Id === 1401],
    ['장마 우비', 1, (p: ProductSummary) => p.productName.includes('레인코트')],
    ['고양이 전용 모래', 2, (p: ProductSummary) => p.productGroup2Id === 23],
    ['배변패드 100장', 1, (p: ProductSummary) => p.productName.includes('100매') && p.productGroup3Id === 1401],
  ])('%s shows what the shopper meant first', async (word, group, meant) => {
    const products = await firstThree(word, group)
    expect(
      products.filter(meant).map((p) => p.productName),
      word,
    ).toEqual(products.map((p) => p.productName))
  })
})

describe('GET /search/products: the other side and an empty result', () => {
  it('offers the cat side’s matches to a dog-side search, and the other way round', async () => {
    const dogSide = await search('두부모래', 1)
    const catSide = await search('두부모래', 2)
    expect(dogSide.totalCount).toBe(0)
    expect(catSide.totalCount).toBeGreaterThan(0)
    expect(dogSide.otherGroup).toEqual({ productGroup1Id: 2, totalCount: catSide.totalCount })
    const harness = await search('하네스', 2)
    expect(harness.otherGroup).toEqual({ productGroup1Id: 1, totalCount: (await search('하네스', 1)).totalCount })
    expect(await search('두부모래', 0)).not.toHaveProperty('otherGroup')
  })

  // Decision 057: 사로 used to be answered only with the question, and 연어 스피커 with ‘연어’로
  // 검색할까요?; a correction clearly meant is now applied (the question stays for asTyped), and a
  // word that finds nothing is set aside.
  it('offers a nearby word that finds products when nothing matched', async () => {
    const food = await search('사료', 1)
    expect((await search('사로', 1, { asTyped: 'true' })).correction).toEqual({ word: '사료', totalCount: food.totalCount })
    const salmon = await search('연어', 1)
    const speaker = await search('연어 스피커', 1)
    expect(speaker).toMatchObject({ totalCount: salmon.totalCount, setAside: ['스피커'] })
    expect(speaker).not.toHaveProperty('correction')
    // With filters chosen, the filters are what to loosen: no correction.
    expect(await search('사로', 1, { minPrice: 1, asTyped: 'true' })).not.toHaveProperty('correction')
  })
})

describe('GET /search/suggest: initials, the English layout and the dictionary', () => {
  const texts = async (word: string) => {
    const { status, body } = await get('suggest', { word, productGroup1Id: 1 })
    expect(status).toBe(200)
    return body.suggestions.map((s: { text: string }) => s.text) as string[]
  }

  it('suggests words by their initial consonants, the English layout’s reading and the dictionary', async () => {
    expect(await texts('ㅂㅂ')).toEqual(expect.arrayContaining(['배변패드', '배변봉투']))
    expect((await texts('qoqusvoem'))[0]).toBe('배변패드')
    expect(await texts('똥')).toEqual(expect.arrayContaining(['배변봉투', '배변패드']))
    expect((await texts('멍멍이'))[0]).toBe('강아지')
  })
})

describe('the catalogue’s words in memory', () => {
  it('are built again when a product is added or renamed', async () => {
    expect((await search('코끼리', 1)).totalCount).toBe(0)
    await backend.db.query(
      `insert into products (product_id, product_name, product_group1_id, product_group2_id, product_group3_id, brand_id, price, discount_apply_price)
       values (99101, '바른펫 코끼리 인형', 1, 17, 1704, 1, 9000, 9000)`,
    )
    try {
      // 코끼라 is one letter from a word the catalogue only has now.
      const typo = await search('코끼라', 1)
      expect(typo.resolvedWord).toBe('코끼리')
      expect(names(typo.products)).toEqual(['바른펫 코끼리 인형'])
      await backend.db.query(`update products set product_name = '바른펫 코뿔소 인형' where product_id = 99101`)
      expect((await search('코끼라', 1)).totalCount).toBe(0)
      expect((await search('코뿔쏘', 1)).resolvedWord).toBe('코뿔소')
    } finally {
      await backend.db.query('delete from products where product_id = 99101')
    }
  })
})
