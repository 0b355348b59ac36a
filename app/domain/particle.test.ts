import { expect, test } from 'vitest'
import { eunNeun, euro, iga, lastSound } from './particle'

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

test('이 or 가: 가 after a vowel, 이 after any final consonant; 이(가) when it cannot be told', () => {
  expect(iga('일반 택배')).toBe('가')
  expect(iga('오늘출발')).toBe('이')
  expect(iga('새벽배송')).toBe('이')
  expect(iga('abc')).toBe('이(가)')
})

test('는 after a vowel, 은 after any final consonant, 은(는) when it cannot be told', () => {
  expect(eunNeun('추천')).toBe('은')
  expect(eunNeun('좋은')).toBe('은')
  expect(eunNeun('말티즈')).toBe('는')
  expect(eunNeun('서울')).toBe('은')
  expect(eunNeun('7')).toBe('은')
  expect(eunNeun('2')).toBe('는')
  expect(eunNeun('chur')).toBe('은(는)')
})
