import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { community } from '~/backends/community.server'
import { postHref, uploadMode } from '~/domain/community'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readDraft } from '~/routes/_community+/__post-draft.server'
import { handlePostForm, postInput, taggableProducts } from '~/routes/_community+/__post-editor.server'
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

/**
 * `/community/write`: a new post (members; a guest signs in and comes back here). What was being
 * written comes back from the service's draft (decision 049).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const entered = await enterCommunity(request, ctx)
  const draft = await readDraft(ctx)
  const tagged = draft?.images.flatMap((image) => image.productIds) ?? []
  return json(
    { products: await taggableProducts(request, ctx, tagged), mode: uploadMode(ctx.nativeApp), draft },
    { headers: withCommunityCookie(cacheHeaders('never-stored'), entered.setCookie) },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  if (uploadMode(ctx.nativeApp) === 'update-app')
    return json(
      {
        result: { status: 'error' as const, error: { '': [COMMUNITY_MSG.updateApp] } },
        uploaded: null,
        word: '',
        found: null,
        products: [],
        saved: false,
      },
      { status: 426 },
    )
  // 지우고 새로 쓰기: the draft goes, and the page starts empty.
  if (new URL(request.url).searchParams.get('draft') === 'discard') {
    await community.forgetDraft(ctx).catch(() => null)
    return redirect('/community/write', {
      headers: await flashHeaders(request, { toast: { message: COMMUNITY_MSG.draftDiscarded, tone: 'success' } }),
    })
  }
  return handlePostForm(
    request,
    ctx,
    async (form) => {
      const { postId } = await community.create(ctx, postInput(form))
      return redirect(postHref(postId), {
        headers: await flashHeaders(request, { toast: { message: COMMUNITY_MSG.published, tone: 'success' } }),
      })
    },
    { keepDraft: true },
  )
}

/** A draft kept as it is typed (a fetcher) changes nothing on the page: no reload of the loader. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'draft' ? false : defaultShouldRevalidate

export default function WritePost() {
  const { products, mode, draft } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const draftValue = useMemo(
    () => (draft ? { category: draft.category ?? undefined, text: draft.text, hashtags: draft.hashtags } : undefined),
    [draft],
  )
  const known = useMemo(() => [...(actionData?.products ?? []), ...products], [actionData?.products, products])
  const draftVideo = useMemo(() => (draft?.videoKey ? { videoKey: draft.videoKey, posterUrl: null } : null), [draft])
  return (
    <div className="auth-page">
      <PageHeader title={COMMUNITY_MSG.writeTitle} backTo="/community" />
      {mode === 'update-app' ? (
        <p className="notice">{COMMUNITY_MSG.updateApp}</p>
      ) : (
        <>
          {actionData?.saved ? (
            <p className="notice" role="status">
              {COMMUNITY_MSG.draftSaved}
            </p>
          ) : draft && !actionData ? (
            <Form method="post" action="/community/write?draft=discard" className="notice post-editor__draft">
              <span role="status">{COMMUNITY_MSG.draftRestored}</span>
              <button type="submit" className="text-button">
                {COMMUNITY_MSG.discardDraft}
              </button>
            </Form>
          ) : null}
          <PostEditor
            images={actionData?.uploaded?.images ?? draft?.images ?? EMPTY}
            video={actionData?.uploaded ? actionData.uploaded.video : draftVideo}
            products={known}
            found={actionData?.found ?? null}
            word={actionData?.word ?? ''}
            mode={mode}
            lastResult={actionData?.result}
            defaultValue={draftValue}
            drafts
          />
        </>
      )}
    </div>
  )
}

const EMPTY: never[] = []

export const ErrorBoundary = ShopErrorBoundary
