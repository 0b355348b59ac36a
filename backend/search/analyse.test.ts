import { describe, expect, it } from 'vitest'
import { analyse, type Lexicon, withoutSuffixes } from './analyse'
import { WORD_RULES } from './dictionary'

// A catalogue of a few words: a text is known when it is cut whole into them.
const WORDS = [
  '관절영양제',
  '관절',
  '영양제',
  '실내견',
  '배변패드',
  '고양이',
  '강아지',
  '모래',
  '사료',
  '사료용',
  '간식',
  '닭가슴살',
  '고구마',
  '여아용',
]
const known = (text: string): boolean => text === '' || WORDS.some((word) => text.startsWith(word) && known(text.slice(word.length)))
const lexicon: Lexicon = { isWord: (text) => WORDS.includes(text), knows: (text) => text !== '' && known(text) }

const read = (query: string) => {
  const { chunks, setAside } = analyse(query, WORD_RULES, lexicon)
  return {
    chunks: chunks.map((c) => ('text' in c ? c.text : `[${c.reading.typed} → ${c.reading.words.join('·')}]`)),
    setAside: setAside.map((s) => s.typed),
  }
}

describe('filler words', () => {
  it('are set aside from a query, as typed', () => {
    expect(read('관절 영양제 추천')).toEqual({ chunks: ['관절 영양제'], setAside: ['추천'] })
    expect(read('좋은 사료 추천해주세요')).toEqual({ chunks: ['사료'], setAside: ['좋은', '추천해주세요'] })
    expect(read('가성비 최고 간식')).toEqual({ chunks: ['간식'], setAside: ['가성비', '최고'] })
  })

  it('are set aside when glued to a known word, never from an unknown one', () => {
    expect(read('관절영양제추천')).toEqual({ chunks: ['관절영양제'], setAside: ['추천'] })
    expect(read('인기간식')).toEqual({ chunks: ['간식'], setAside: ['인기'] })
    expect(read('인기스피커')).toEqual({ chunks: ['인기스피커'], setAside: [] })
  })

  it('leave a query of fillers alone as it is', () => {
    expect(read('추천')).toEqual({ chunks: ['추천'], setAside: [] })
    expect(read('추천 인기')).toEqual({ chunks: ['추천 인기'], setAside: [] })
  })
})

describe('particles and suffixes', () => {
  it('are cut when what is left is known', () => {
    expect(read('실내견용 배변패드').chunks).toEqual(['실내견 배변패드'])
    expect(read('고양이전용 모래').chunks).toEqual(['고양이 모래'])
    expect(read('닭가슴살이랑 고구마').chunks).toEqual(['닭가슴살 고구마'])
    expect(read('강아지용으로').chunks).toEqual(['강아지'])
    expect(read('고양이전용으로').chunks).toEqual(['고양이'])
    expect(read('강아지사료용').chunks).toEqual(['강아지사료'])
  })

  it('typed apart belong to the word before', () => {
    expect(read('고양이 전용 모래').chunks).toEqual(['고양이 모래'])
    expect(read('강아지 용').chunks).toEqual(['강아지'])
    expect(read('용').chunks).toEqual(['용'])
  })

  it('are kept where the catalogue has the whole word, or nothing known is left', () => {
    expect(withoutSuffixes('사료용', WORD_RULES, lexicon)).toBe('사료용')
    expect(withoutSuffixes('여아용', WORD_RULES, lexicon)).toBe('여아용')
    expect(withoutSuffixes('실내용', WORD_RULES, lexicon)).toBe('실내용')
    expect(withoutSuffixes('고양이', WORD_RULES, lexicon)).toBe('고양이')
  })
})

describe('numbers with units and ages', () => {
  it('read a number and its unit as the catalogue writes them', () => {
    expect(read('사료 2 키로').chunks).toEqual(['사료', '[2 키로 → 2kg]'])
    expect(read('사료2킬로').chunks).toEqual(['사료', '[2킬로 → 2kg]'])
    expect(read('2kg').chunks).toEqual(['[2kg → 2kg]'])
    expect(read('1.5 KG').chunks).toEqual(['[1.5 kg → 1.5kg]'])
    expect(read('20개 간식').chunks).toEqual(['[20개 → 20개입]', '간식'])
    expect(read('20 개입').chunks).toEqual(['[20 개입 → 20개입]'])
    expect(read('배변패드 100장').chunks).toEqual(['배변패드', '[100장 → 100매]'])
    expect(read('500 ml').chunks).toEqual(['[500 ml → 500ml]'])
  })

  it('leave a number without a known unit, and a unit inside a word, as text', () => {
    expect(read('오메가3').chunks).toEqual(['오메가3'])
    expect(read('3단 캣타워').chunks).toEqual(['3단 캣타워'])
    expect(read('2lbs').chunks).toEqual(['2lbs'])
  })

  it('read an age as its life stage', () => {
    expect(read('7살 강아지 사료').chunks).toEqual(['[7살 → 시니어·노령견·노령묘·7세 이상]', '강아지 사료'])
    expect(read('10세 이상').chunks).toEqual(['[10세 이상 → 시니어·노령견·노령묘·7세 이상]'])
    expect(read('3개월 고양이').chunks).toEqual(['[3개월 → 퍼피·키튼·성장기]', '고양이'])
    expect(read('3살').chunks).toEqual(['[3살 → 어덜트·전연령]'])
    expect(read('99살').chunks).toEqual(['99살'])
  })
})

describe('odd input', () => {
  it('answers no chunk for nothing searchable, and survives metacharacters', () => {
    expect(read('   ').chunks).toEqual([])
    expect(read('!!! ...').chunks).toEqual([])
    expect(read('(.*) [a-z]+ $1 \\d').chunks).toEqual(['az 1 d'])
  })
})
