import { parseWithZod } from '@conform-to/zod'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { AddressSchema } from './address.schema'
import { CartIntentSchema } from './cart.schema'
import { PostIntentSchema } from './community-actions.schema'
import { koreanIssues } from './zod-messages'

beforeAll(() => z.setErrorMap(koreanIssues))
afterAll(() => z.setErrorMap(z.defaultErrorMap))

const HANGUL = /[가-힣]/
function messages(schema: z.ZodTypeAny, fields: Array<[string, string]>) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const submission = parseWithZod(form, { schema })
  return submission.status === 'error' ? Object.values(submission.error ?? {}).flat() : []
}

test('what a form of ours cannot send (a field twice, a bogus intent, a tampered checkbox) is answered in Korean', () => {
  const cases: Array<[z.ZodTypeAny, Array<[string, string]>]> = [
    [
      AddressSchema,
      [
        ['name', 'a'],
        ['name', 'b'],
        ['mobileNo', '01012345678'],
        ['zipCode', '06236'],
        ['address1', 'x'],
        ['isDefault', 'yes'],
      ],
    ],
    [PostIntentSchema, [['intent', 'like-post']]],
    [
      PostIntentSchema,
      [
        ['intent', 'like'],
        ['on', 'maybe'],
      ],
    ],
    [
      CartIntentSchema,
      [
        ['intent', 'quantity'],
        ['cartItemId', '1.5'],
        ['quantity', '2'],
      ],
    ],
  ]
  for (const [schema, fields] of cases) {
    const said = messages(schema, fields)
    expect(said.length, JSON.stringify(fields)).toBeGreaterThan(0)
    for (const message of said) expect(message, JSON.stringify(fields)).toMatch(HANGUL)
  }
})

test('a text over its limit says the limit; checks with a message of their own keep it', () => {
  expect(z.object({ hashtags: z.string().max(400) }).safeParse({ hashtags: 'a'.repeat(401) }).error?.issues[0]?.message).toBe(
    '400자 이내로 입력해 주세요.',
  )
  expect(messages(AddressSchema, [['zipCode', 'abc']])).toContain('우편번호는 숫자 5자리로 입력해 주세요.')
})
