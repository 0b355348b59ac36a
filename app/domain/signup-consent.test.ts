import { expect, test } from 'vitest'
import { EmailSignupSchema } from './account.schema'
import { withAllAgreed } from './signup-consent'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

test('전체 동의 ticked is every agreement ticked, 마케팅 정보 수신 too (decision 049: no JavaScript needed)', () => {
  const data = withAllAgreed(form({ agreeAll: 'on' }))
  expect(['agreeTerms', 'agreePrivacy', 'agreeAge', 'agreeMarketing'].map((name) => data.get(name))).toEqual(['on', 'on', 'on', 'on'])
})

test('without 전체 동의 the boxes are as sent: nothing is agreed for the member', () => {
  const data = withAllAgreed(form({ agreeTerms: 'on', agreeAll: 'yes' }))
  expect([data.get('agreeTerms'), data.get('agreePrivacy'), data.get('agreeAge'), data.get('agreeMarketing')]).toEqual([
    'on',
    null,
    null,
    null,
  ])
  expect(EmailSignupSchema.safeParse(Object.fromEntries(data)).error?.flatten().fieldErrors).toMatchObject({
    agreePrivacy: ['개인정보 수집·이용에 동의해 주세요.'],
    agreeAge: ['만 14세 이상만 가입할 수 있어요. 만 14세 이상이면 체크해 주세요.'],
  })
})
