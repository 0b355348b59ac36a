import { describe, expect, it } from 'vitest'
import { DictionarySchema, SYNONYMS, WORD_RULES } from '../search/dictionary'
import data from '../search/dictionary.json'
import { compact } from '../search/normalize'
import { type Piece, resolveWord } from '../search/resolve'
import { buildVocabulary, type ProductNames } from '../search/vocabulary'
import { generateCatalog } from '../seed/catalog'
import { SEED } from '../seed/index'
import { createRandom } from '../shared/random'

// The vocabulary kept as data (dictionary.json) against the deterministic seed's catalogue: every
// entry leads to products, and queries written as shoppers ask read as words that find products.

const catalog = generateCatalog(createRandom(SEED))
const nameOf = new Map(catalog.categories.map((c) => [c.category_id, c.name]))
const brandOf = new Map(catalog.brands.map((b) => [b.brand_id, b.name]))
const products: ProductNames[] = catalog.products.map((p) => ({
  name: p.product_name,
  brand: brandOf.get(p.brand_id) ?? '',
  group: nameOf.get(p.product_group1_id) ?? '',
  category2: nameOf.get(p.product_group2_id) ?? '',
  category3: nameOf.get(p.product_group3_id) ?? '',
}))
/** Each product's search document as migration 6 makes it: its names compacted, '|' between. */
const documents = products.map((p) => [p.name, p.brand, p.group, p.category2, p.category3].map(compact).join('|'))
const vocabulary = buildVocabulary(products, SYNONYMS)
const dictionary = DictionarySchema.parse(data)

const finds = (term: string) => documents.some((document) => document.includes(term))
/** Products holding every piece (its term or one of its alternatives), as a search of all sides counts them. */
const matching = (pieces: readonly Piece[]) =>
  documents.filter((document) => pieces.every((p) => [p.term, ...(p.alternatives ?? [])].some((term) => document.includes(term)))).length

const entries = Object.entries(dictionary.words).flatMap(([section, words]) =>
  Object.entries(words).map(([typed, meaning]) => ({ section, typed, words: typeof meaning === 'string' ? [meaning] : meaning })),
)

describe('the vocabulary kept as data', () => {
  it('has every section the search reads, and no word twice', () => {
    expect(Object.keys(dictionary.words)).toEqual(
      expect.arrayContaining(['kinds', 'english', 'lifeStages', 'health', 'foodForms', 'seasons', 'breeds', 'descriptions']),
    )
    const keys = entries.map((e) => compact(e.typed))
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it.each(entries)('$section: $typed leads to products in the seed', ({ typed, words }) => {
    for (const word of words) expect(finds(compact(word)), `${typed} → ${word}`).toBe(true)
    const key = compact(typed)
    // A word the catalogue has itself is only widened: the entry holds it and adds another word.
    if (vocabulary.words.has(key)) {
      expect(words.map(compact), `${typed} is a catalogue word`).toContain(key)
      expect(vocabulary.alternatives.get(key)?.length, typed).toBeGreaterThan(0)
    }
    const read = resolveWord(vocabulary, typed)
    expect(
      read?.pieces.map((p) => p.term),
      typed,
    ).toEqual([compact(words[0] as string)])
    expect(matching(read?.pieces ?? []), typed).toBeGreaterThan(0)
  })

  it('reads every age as a life stage the seed has, and every unit as the seed writes it', () => {
    for (const age of dictionary.ages) for (const word of age.words) expect(finds(compact(word)), word).toBe(true)
    for (const unit of new Set(WORD_RULES.units.values())) {
      expect(
        documents.some((d) => new RegExp(`\\d${compact(unit)}`).test(d)),
        unit,
      ).toBe(true)
    }
  })
})

describe('how shoppers ask, read against the seed', () => {
  const read = (query: string) => {
    const r = resolveWord(vocabulary, query)
    if (!r) throw new Error(`${query} read as nothing`)
    return { terms: r.terms, setAside: r.setAside.map((s) => s.typed), products: matching(r.pieces) }
  }

  it.each([
    ['관절 영양제 추천', ['관절영양제'], ['추천']],
    ['관절영양제추천', ['관절영양제'], ['추천']],
    ['7살 강아지 사료', ['시니어', '강아지', '사료'], []],
    ['말티즈 사료', ['소형견', '사료'], []],
    ['harness', ['하네스'], []],
    ['chur', ['짜먹는간식'], []],
    ['여름 방석', ['쿨링', '방석'], []],
    ['냄새 안 나는 패드', ['냄새잡는', '배변패드'], []],
    ['노령견 사료', ['노령견', '사료'], []],
    ['고양이 전용 모래', ['고양이', '모래'], []],
    ['장마 우비', ['레인코트', '레인코트'], []],
    ['사료 2 키로', ['사료', '2kg'], []],
    ['ㅃㅂㅍㄸ', ['배변패드'], []],
  ])('%s reads as %j and finds products', (query, terms, setAside) => {
    const found = read(query)
    expect(found.terms).toEqual(terms)
    expect(found.setAside).toEqual(setAside)
    expect(found.products).toBeGreaterThan(0)
  })

  it('reads 감자 on the cat side as litter (a clump), beside the dog side’s 감자 flavour', () => {
    const potato = resolveWord(vocabulary, '감자')?.pieces[0]
    expect(potato?.alternatives).toEqual(expect.arrayContaining(['모래삽', '벤토나이트', '두부모래']))
  })

  it('cuts a suffix to the word before it, when the seed has no such product keeps the words it knows', () => {
    // 실내견 is a word of 사료 names only: no product is both; the engine ranks the partial matches.
    expect(read('실내견용 배변패드')).toMatchObject({ terms: ['실내견', '배변패드'], products: 0 })
    expect(read('노견 간식')).toMatchObject({ terms: ['시니어', '간식'], products: 0 })
  })
})
