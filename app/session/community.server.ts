import { bff } from '~/backends/bff.server'
import { notFound } from '~/backends/respond.server'
import type { RequestContext } from './context.server'

/**
 * Issue 5: the community is hidden when the `communityVisible` experiment is off (and, as every
 * flag, when the experiments cannot be read: §4 falls back to off).
 */
export async function requireCommunityVisible(ctx: RequestContext): Promise<void> {
  const experiments = await bff.experiments(ctx)
  if (experiments.communityVisible !== 'on') throw notFound()
}
