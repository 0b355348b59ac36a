import { expect, test } from 'vitest'
import { policyDocument, policyIndex } from './index'
import { isPolicySlug, POLICY_SLUGS } from './titles'

const HANGUL = /[가-힣]/

test('seven policies (펫멤버십 이용약관 since decision 049), each Korean, with an effective date, sections and a closing of sensible length', () => {
  expect(policyIndex().map((p) => p.title)).toEqual([
    '이용약관',
    '개인정보 처리방침',
    '위치기반서비스 이용약관',
    '전자금융거래 이용약관',
    '마케팅 정보 수신 동의',
    '커뮤니티 운영정책',
    '펫멤버십 이용약관',
  ])
  for (const slug of POLICY_SLUGS) {
    const doc = policyDocument(slug)
    expect(doc.slug).toBe(slug)
    expect(doc.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(doc.sections.length, slug).toBeGreaterThanOrEqual(4)
    const text = [doc.intro, doc.closing, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])]
    for (const line of text) expect(line, line).toMatch(HANGUL)
    expect(text.join('').length, slug).toBeGreaterThan(500)
  }
})

test('only the seven slugs name a policy', () => {
  expect(isPolicySlug('terms')).toBe(true)
  for (const value of ['', 'Terms', 'refund', '../terms', undefined]) expect(isPolicySlug(value)).toBe(false)
})

test('effective dates read the Korean way', async () => {
  const { formatPolicyDate } = await import('./format')
  expect(formatPolicyDate('2026-11-01')).toBe('2026년 11월 1일')
  expect(formatPolicyDate('2027-01-15')).toBe('2027년 1월 15일')
})
