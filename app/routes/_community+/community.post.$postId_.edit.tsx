import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { community } from '~/backends/community.server'
import { postHref, uploadMode } from '~/domain/community'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { parseRecordId } from '~/domain/record-id'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { editInput, handlePostForm } from '~/routes/_community+/__post-editor.server'
import type { RequestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import communityStyles from '~/styles/community.css'
import { PostEditor } from '~/ui/community/PostEditor'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: communityStyles }]
export const headers = loaderCacheControl
export const meta: MetaFunction = () => pageMeta(`${COMMUNITY_MSG.editTitle} | ${MSG.brand.name}`)

/** The member's own post, or the screen that says it is not theirs (or gone). */
async function ownPost(ctx: RequestContext, raw: string | undefined) {
  const postId = parseRecordId(raw)
  if (postId === null) throw notFound(COMMUNITY_MSG.postNotFound)
  const post = await withPageErrors(() => community.post(ctx, postId), { NOT_FOUND: () => notFound(COMMUNITY_MSG.postNotFound) })
  if (!post.isMine) throw json({ code: 'FORBIDDEN', message: MSG.error.forbidden }, { status: 403 })
  return post
}

/** `/community/post/{postId}/edit`: the author changes the category, text and hashtags. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const post = await ownPost(ctx, params.postId)
  return json({ post, mode: uploadMode(ctx.nativeApp) }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const post = await ownPost(ctx, params.postId)
  return handlePostForm(request, ctx, async (form) => {
    // The pictures and the video stay as they are: only the words change here.
    await community.update(ctx, post.postId, editInput(form))
    return redirect(postHref(post.postId), {
      headers: await flashHeaders(request, { toast: { message: COMMUNITY_MSG.saved, tone: 'success' } }),
    })
  })
}

export default function EditPost() {
  const { post, mode } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={COMMUNITY_MSG.editTitle} backTo={postHref(post.postId)} />
      <PostEditor
        editing
        images={[]}
        video={null}
        products={[]}
        mode={mode}
        lastResult={actionData?.result}
        defaultValue={{ category: post.category, text: post.text, hashtags: post.hashtags.map((tag) => `#${tag}`).join(' ') }}
      />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
