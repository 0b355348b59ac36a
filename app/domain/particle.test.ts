import { expect, test } from 'vitest'
import { euro, lastSound } from './particle'

test('로 after a vowel, 으로 after a final consonant', () => {
  expect(euro('배변패드')).toBe('로')
  expect(euro('사료')).toBe('로')
  expect(euro('배변판')).toBe('으로')
  expect(euro('모래삽')).toBe('으로')
  expect(euro('캣닢')).toBe('으로')
})

test('로 after ㄹ, as 서울로', () => {
  expect(euro('서울')).toBe('로')
  expect(euro('바다냥 참치 캔 세트 미니 츄 스틱 간식 오리 발')).toBe('로')
})

test('digits read by their Korean names', () => {
  expect(euro('사료 2')).toBe('로')
  expect(euro('캣타워 3')).toBe('으로')
  expect(euro('1')).toBe('로')
  expect(euro('10')).toBe('으로')
})

test('a closing quote or space does not hide the last syllable', () => {
  expect(lastSound('‘사료’')).toBe('none')
  expect(lastSound('간식 ')).toBe('other')
})

test('Latin letters and empty words get the written fallback', () => {
  expect(euro('usb')).toBe('(으)로')
  expect(euro('')).toBe('(으)로')
  expect(euro('!!!')).toBe('(으)로')
})
