import { users } from '~/backends/user.server'
import { parseProductGroup1Id } from '~/domain/product-group'
import type { RequestContext } from './context.server'
import { productGroupCookie } from './cookies.server'

/**
 * R7.16, decision 031: at sign-in the member's stored dog/cat choice follows them to
 * this device. The Set-Cookie for it, or null when V2 keeps no choice for them (or cannot be
 * asked): then the device keeps its own choice, or the default dog (R9.4). The detail read here is
 * the one the next page needs anyway (cached under the new session).
 */
export async function storedProductGroupCookie(ctx: RequestContext): Promise<string | null> {
  const detail = await users.detail(ctx).catch(() => null)
  const stored = parseProductGroup1Id(detail?.userInfo.selectedProductGroup1Id ?? null)
  if (stored === null) return null
  return productGroupCookie().serialize(stored)
}
