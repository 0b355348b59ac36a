import { describe, expect, it } from 'vitest'
import { correctionCandidates } from './correct'
import { resolveWord, segment } from './resolve'
import { buildVocabulary, type ProductNames } from './vocabulary'

const product = (name: string, brand: string, group: string, category2: string, category3: string): ProductNames => ({
  name,
  brand,
  group,
  category2,
  category3,
})

const vocabulary = buildVocabulary(
  [
    product('바른펫 초흡수 배변패드 50매', '바른펫', '강아지', '위생/배변', '배변패드'),
    product('바른펫 숯 배변패드 100매', '바른펫', '강아지', '위생/배변', '배변패드'),
    product('펫마루 무향 배변봉투 15매', '펫마루', '강아지', '산책/의류', '산책가방/배변봉투'),
    product('닥터멍 연어 사료 2kg', '닥터멍', '강아지', '사료', '건식사료'),
    product('꼬리치는날 오리 사료 1kg', '꼬리치는날', '강아지', '사료', '퍼피 사료'),
    product('미미캣 두부모래 7L', '미미캣', '고양이', '모래', '두부모래'),
    product('미미캣 참치 퓨레', '미미캣', '고양이', '간식', '짜 먹는 간식'),
    product('펫샵 온리 하네스 M', '펫샵 온리', '강아지', '산책/의류', '하네스'),
    product('펫샵 온리 하우스 L', '펫샵 온리', '강아지', '하우스/방석', '하우스'),
  ],
  new Map([
    ['똥봉투', '배변봉투'],
    ['멍멍이', '강아지'],
    ['츄르', '짜 먹는 간식'],
    ['하네스', '하우스'],
  ]),
)

const read = (word: string) => {
  const r = resolveWord(vocabulary, word)
  return r && { terms: r.terms, display: r.display, changed: r.changed }
}

describe('the catalogue’s words', () => {
  it('keeps names whole and by their parts, counts products, and drops dictionary words the catalogue has', () => {
    expect(vocabulary.words.get('배변패드')?.count).toBe(2)
    expect(vocabulary.words.get('펫샵온리')?.display).toBe('펫샵 온리')
    expect(vocabulary.words.get('짜먹는간식')?.display).toBe('짜 먹는 간식')
    expect(vocabulary.words.get('위생배변')?.display).toBe('위생/배변')
    expect(vocabulary.words.has('바른펫초흡수배변패드50매')).toBe(false)
    expect(vocabulary.parts.has('치는')).toBe(true)
    expect(vocabulary.byInitials.get('ㅂㅂㅍㄷ')?.text).toBe('배변패드')
    // 하네스 is a catalogue word: the dictionary never turns it into anything else.
    expect(vocabulary.synonyms.has('하네스')).toBe(false)
    expect(vocabulary.synonyms.get('똥봉투')).toBe('배변봉투')
  })
})

describe('reading a search word', () => {
  it('ignores spacing: the same terms with and without spaces', () => {
    expect(read('강아지사료')).toEqual({ terms: ['강아지', '사료'], display: '강아지 사료', changed: false })
    expect(read('강아지 사료')).toEqual(read('강아지사료'))
    expect(read('펫샵 온리')?.terms).toEqual(['펫샵온리'])
    expect(read('연어사료')?.terms).toEqual(['연어', '사료'])
  })

  it('keeps a part of a word as it is', () => {
    expect(read('치는날')).toEqual({ terms: ['치는날'], display: '치는날', changed: false })
  })

  it('reads initial consonants as the most common words that have them', () => {
    expect(read('ㅂㅂㅍㄷ')).toEqual({ terms: ['배변패드'], display: '배변패드', changed: true })
    expect(read('ㄱㅇㅈ ㅅㄹ')?.terms).toEqual(['강아지', '사료'])
    expect(read('ㅋㅋㅋ')).toBeNull()
  })

  it('reads Latin letters as the 2-set layout only when that reads better', () => {
    expect(read('qoqusvoem')).toEqual({ terms: ['배변패드'], display: '배변패드', changed: true })
    expect(read('QOQUSVOEM')?.terms).toEqual(['배변패드'])
    expect(read('m')).toEqual({ terms: ['m'], display: 'm', changed: false })
    expect(read('zzqqxx')?.terms).toEqual(['zzqqxx'])
  })

  it('forgives one letter in a word of three syllables or more, never in two', () => {
    expect(read('배변페드')).toEqual({ terms: ['배변패드'], display: '배변패드', changed: true })
    expect(read('닥타멍')?.terms).toEqual(['닥터멍'])
    expect(read('사로')?.terms).toEqual(['사로'])
  })

  it('uses the dictionary for words the catalogue does not have', () => {
    expect(read('똥봉투')).toEqual({ terms: ['배변봉투'], display: '배변봉투', changed: true })
    expect(read('멍멍이 사료')?.terms).toEqual(['강아지', '사료'])
    expect(read('츄르')?.terms).toEqual(['짜먹는간식'])
    expect(read('하네스')?.terms).toEqual(['하네스'])
  })

  it('answers null when nothing searchable is left', () => {
    expect(read('!!!')).toBeNull()
    expect(read('   ')).toBeNull()
  })

  it('bounds the work on a long odd word', () => {
    const long = '가나다라마바사아자차카타파하'.repeat(4).slice(0, 50)
    expect(
      segment(vocabulary, long)
        .pieces.map((p) => p.typed)
        .join(''),
    ).toBe(long)
  })
})

describe('corrections for a word that found nothing', () => {
  const candidates = (word: string) => {
    const r = resolveWord(vocabulary, word)
    return r ? correctionCandidates(vocabulary, r.pieces).map((c) => c.display) : []
  }

  it('spells an unknown word as a close catalogue word, two syllables too', () => {
    expect(candidates('사로')).toEqual(['사료'])
  })

  it('leaves out a piece, unknown first, when whole words are left', () => {
    expect(candidates('연어 스피커')).toEqual(['연어'])
    expect(candidates('오리 두부모래')).toEqual(['두부모래', '오리'])
  })

  it('offers no fragment and nothing for gibberish', () => {
    expect(candidates('zzqqxx')).toEqual([])
    expect(candidates('블루투스')).toEqual([])
  })
})

describe('the query analysed before the cut', () => {
  const widened = buildVocabulary(
    [
      product('바른펫 시니어 연어 사료 2kg', '바른펫', '강아지', '사료', '시니어 사료'),
      product('바른펫 노령견 기저귀 M', '바른펫', '강아지', '위생/배변', '기저귀/매너벨트'),
      product('바른펫 실내견 오리 사료 1.5kg', '바른펫', '강아지', '사료', '건식사료'),
      product('바른펫 관절 영양제 60정', '바른펫', '강아지', '영양제', '관절 영양제'),
      product('바른펫 슬개골 케어 츄어블', '바른펫', '강아지', '영양제', '관절 영양제'),
      product('바른펫 초흡수 배변패드 50매', '바른펫', '강아지', '위생/배변', '배변패드'),
    ],
    new Map<string, string | readonly string[]>([
      ['노견', ['시니어', '노령견']],
      ['관절', ['관절', '슬개골']],
      ['하네스', '하우스'],
      ['패드', '배변패드'],
    ]),
  )
  const resolve = (word: string) => resolveWord(widened, word)

  it('always says what it set aside, empty when nothing', () => {
    expect(resolve('관절 영양제 추천')?.setAside).toEqual([{ typed: '추천', reason: 'filler' }])
    expect(resolve('관절 영양제 추천')?.terms).toEqual(['관절영양제'])
    expect(resolve('배변패드')?.setAside).toEqual([])
    expect(resolve('ㅂㅂㅍㄷ')?.setAside).toEqual([])
    expect(read('ㅂㅂㅍㄷ')).not.toBeNull()
    expect(resolveWord(vocabulary, '추천')?.terms).toEqual(['추천'])
  })

  it('gives a concept of several catalogue words as alternatives of its piece', () => {
    expect(resolve('노견 사료')?.pieces[0]).toEqual({
      typed: '노견',
      term: '시니어',
      display: '시니어',
      kind: 'synonym',
      alternatives: ['노령견'],
    })
    // A catalogue word is widened by an entry that includes it, never replaced by one that does not.
    expect(resolve('관절')?.pieces).toEqual([{ typed: '관절', term: '관절', display: '관절', kind: 'word', alternatives: ['슬개골'] }])
    expect(resolve('배변패드')?.pieces[0]).not.toHaveProperty('alternatives')
    expect(widened.alternatives.has('하네스')).toBe(false)
  })

  it('reads an age as a life stage, and a number with its unit as the catalogue writes it', () => {
    const senior = resolve('7살 강아지 사료')?.pieces[0]
    expect(senior).toMatchObject({ typed: '7살', term: '시니어', kind: 'synonym' })
    expect(senior?.alternatives).toContain('노령견')
    expect(resolve('사료 1.5 키로')).toMatchObject({ terms: ['사료', '15kg'], display: '사료 1.5kg', changed: true })
    expect(resolve('실내견용 사료')).toMatchObject({ terms: ['실내견', '사료'], changed: false })
  })

  it('reads 초성 typed with Shift held, and 초성 typed on the English layout', () => {
    expect(read('ㅃㅂㅍㄸ')?.terms).toEqual(['배변패드'])
    expect(read('qqve')?.terms).toEqual(['배변패드'])
    expect(read('QQVE')?.terms).toEqual(['배변패드'])
    // Two letters are too often an English word (dc, xl) to be read as 초성.
    expect(read('qq')?.terms).toEqual(['qq'])
  })
})
