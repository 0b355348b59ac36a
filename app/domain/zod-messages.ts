import { z } from 'zod'
import * as MSG from './messages'

/**
 * zod's own messages are English ("Expected string, received array", "Required", "Invalid enum
 * value…"). A check without a message of its own (an id, an intent, a checkbox, a field sent
 * twice, a hidden field tampered with) answers in Korean instead: the shop speaks only Korean
 * (spec §1), and what a form of ours could not have sent is a bad request (spec §8). Checks with
 * their own message keep it: zod prefers those to this map.
 */
export const koreanIssues: z.ZodErrorMap = (issue) => {
  if (issue.code === z.ZodIssueCode.too_big && issue.type === 'string') return { message: MSG.validation.tooLong(Number(issue.maximum)) }
  return { message: MSG.error.badRequest }
}
