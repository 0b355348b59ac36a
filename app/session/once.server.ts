import { logEvent } from '~/backends/event-logging.server'
import { users } from '~/backends/user.server'
import { userLoggerAttributes } from '~/domain/pet'
import { shouldRunOnce } from '~/domain/session'
import type { RequestContext } from './context.server'
import { lazyCookie } from './cookies.server'

/** Which member the one-time action ran for in this browser (cleared at logout). */
export const onceCookie = lazyCookie('pd_once', () => ({ maxAge: 30 * 24 * 60 * 60 }))

/**
 * Spec §4's one-time action, once a session is present (the server renews an expiring one before
 * any page runs, so a session here is unexpired) and the path is not /logout-bridge: the
 * `session_start` event with the user-logger attributes of §3 (age, gender, taste, and for dogs
 * weight and breed size). Answers the cookie that marks it done, or null.
 */
export async function runOnceForSession(request: Request, ctx: RequestContext): Promise<string | null> {
  const path = new URL(request.url).pathname
  const doneFor = await onceCookie().parse(request.headers.get('cookie'))
  const userId = ctx.session ? ctx.userId : null
  if (!shouldRunOnce({ userId, path, doneFor: typeof doneFor === 'string' ? doneFor : null })) return null
  const pet = await users.detail(ctx).then(
    (detail) => detail.userInfo.topAnimalInfo ?? null,
    () => null,
  )
  // The logger's attributes need the pet's age, group and breed; a pet without them sends none.
  const known =
    pet && typeof pet.totalCount === 'number' && typeof pet.animalGroup1Id === 'number' && typeof pet.animalGroup2Id === 'number'
  const attributes = known
    ? userLoggerAttributes({
        totalCount: pet.totalCount as number,
        animalGroup1Id: pet.animalGroup1Id as number,
        animalGroup2Id: pet.animalGroup2Id as number,
        breedSize: pet.breedSize ?? null,
        weight: pet.weight ?? -1,
      } as Parameters<typeof userLoggerAttributes>[0])
    : {}
  const sent = await logEvent(ctx, 'session_start', { ...attributes })
  // Not sent (the backend failed): try again on the next page.
  return sent ? onceCookie().serialize(String(userId)) : null
}
