import { type ActionFunctionArgs, json } from '@remix-run/node'
import { z } from 'zod'
import { community } from '~/backends/community.server'
import * as MSG from '~/domain/messages'
import { cacheHeaders } from '~/http/cache-headers'
import { errorResponse, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'

const Body = z.object({
  kind: z.enum(['IMAGE', 'VIDEO']),
  size: z
    .number()
    .int()
    .min(1)
    .max(200 * 1024 * 1024),
})

/**
 * A pre-signed upload URL for the writing page's island (browsers with JavaScript and apps from
 * the pre-signed minimum): the file then goes straight to the media origin, not through this server.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, context)
  if (!ctx.session) return json({ message: MSG.error.unauthorized }, { status: 401 })
  const body = Body.safeParse(await request.json().catch(() => null))
  if (!body.success) return json({ message: MSG.error.badRequest }, { status: 400 })
  const presigned = await withPageErrors(() => community.presign(ctx, body.data.kind, body.data.size), {
    '4xx': errorResponse,
    // The island only needs to know the media service failed, whichever way: a bad gateway.
    '*': (error) => json({ code: error.code, message: error.message }, { status: 502 }),
  })
  return json(presigned, { headers: cacheHeaders('never-stored') })
}
