import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { community } from '~/backends/community.server'
import { postHref, uploadMode } from '~/domain/community'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { handlePostForm, postInput, taggableProducts } from '~/routes/__post-editor.server'
import { enterCommunity, withCommunityCookie } from '~/session/community.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import communityStyles from '~/styles/community.css'
import { PostEditor } from '~/ui/community/PostEditor'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: communityStyles }]
export const headers = loaderCacheControl
export const meta: MetaFunction = () => pageMeta(`${COMMUNITY_MSG.writeTitle} | ${MSG.brand.name}`)

/** `/community/write`: a new post (members; a guest signs in and comes back here). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const entered = await enterCommunity(request, ctx)
  return json(
    { products: await taggableProducts(request, ctx), mode: uploadMode(ctx.nativeApp) },
    { headers: withCommunityCookie(cacheHeaders('never-stored'), entered.setCookie) },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  if (uploadMode(ctx.nativeApp) === 'update-app')
    return json({ result: { status: 'error' as const, error: { '': [COMMUNITY_MSG.updateApp] } }, uploaded: null }, { status: 426 })
  return handlePostForm(request, ctx, async (form) => {
    const { postId } = await community.create(ctx, postInput(form))
    return redirect(postHref(postId), {
      headers: await flashHeaders(request, { toast: { message: COMMUNITY_MSG.published, tone: 'success' } }),
    })
  })
}

export default function WritePost() {
  const { products, mode } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="auth-page">
      <PageHeader title={COMMUNITY_MSG.writeTitle} backTo="/community" />
      {mode === 'update-app' ? (
        <p className="notice">{COMMUNITY_MSG.updateApp}</p>
      ) : (
        <PostEditor
          images={actionData?.uploaded?.images ?? []}
          video={actionData?.uploaded?.video ?? null}
          products={products}
          mode={mode}
          lastResult={actionData?.result}
        />
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
