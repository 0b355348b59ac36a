import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { community } from '~/backends/community.server'
import { BackendError } from '~/backends/error'
import { parsePage } from '~/domain/catalog'
import { postHref, writtenCommentHref } from '~/domain/community'
import { PostIntentSchema } from '~/domain/community-actions.schema'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { parseRecordId } from '~/domain/record-id'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { notFound, orFallback, type PageAnswers, withPageErrors } from '~/http/responses.server'
import type { ShellHandle } from '~/root'
import { enterCommunity, withCommunityCookie } from '~/session/community.server'
import { type RequestContext, requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { loginRedirect } from '~/session/signin.server'
import communityStyles from '~/styles/community.css'
import { Alert } from '~/ui/Alert'
import { Comments } from '~/ui/community/Comments'
import { PostBody } from '~/ui/community/PostBody'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta, shareMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: communityStyles }]
export const headers = loaderCacheControl
// A list that scrolls under the bar: the divider marks where the page ends (spec §2, decision 033).
export const handle: ShellHandle = { bottomNav: 'divider' }
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? shareMeta(args, {
        title: `${args.data.post.text.slice(0, 30)} | ${COMMUNITY_MSG.title}`,
        description: args.data.post.text,
        image: args.data.post.images[0]?.url,
        type: 'article',
      })
    : pageMeta(errorPageTitle(args.error))

const postIdOf = parseRecordId

/** Spec §8: a deleted post (410) and a post that does not exist (404) have their own Korean screens. */
const POST_ANSWERS: PageAnswers = {
  POST_DELETED: () => json({ code: 'NOT_FOUND', message: COMMUNITY_MSG.postDeleted }, { status: 410 }),
  NOT_FOUND: () => notFound(COMMUNITY_MSG.postNotFound),
}

/** `/community/post/{postId}`: a post with its images, product tags, video, likes and comments. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const postId = postIdOf(params.postId)
  if (postId === null) throw notFound(COMMUNITY_MSG.postNotFound)
  const ctx = await requestContext(request, context)
  const entered = await enterCommunity(request, ctx)
  const url = new URL(request.url)
  const page = parsePage(url.searchParams.get('commentPage'))
  const written = Number(url.searchParams.get('written')) || null
  const [post, comments] = await withPageErrors(
    () => Promise.all([community.post(entered.ctx, postId), community.comments(entered.ctx, postId, page)]),
    POST_ANSWERS,
  )
  const confirmDelete = post.isMine && url.searchParams.get('confirm') === 'delete'
  return json(
    { post, comments, commentPage: page, written, isGuest: ctx.session === null, confirmDelete },
    { headers: withCommunityCookie(cacheHeaders('private'), entered.setCookie) },
  )
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const postId = postIdOf(params.postId)
  if (postId === null) throw notFound(COMMUNITY_MSG.postNotFound)
  const ctx = await requestContext(request, context)
  // A guest who tries to like or comment signs in and comes back to this post.
  if (!ctx.session) throw await loginRedirect(request, postHref(postId))
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: PostIntentSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    const outcome = await apply(ctx, postId, submission.value, parsePage(String(formData.get('commentPage') ?? '')))
    return redirect(outcome.to, {
      headers: outcome.toast ? await flashHeaders(request, { toast: { message: outcome.toast, tone: 'success' } }) : undefined,
    })
  } catch (error) {
    const status = error instanceof BackendError && error.status === 403 ? 403 : 400
    return json({ result: replyWithBackendError(submission.reply, error) }, { status })
  }
}

async function apply(
  ctx: RequestContext,
  postId: number,
  intent: import('~/domain/community-actions.schema').PostIntent,
  currentPage: number,
): Promise<{ to: string; toast?: string }> {
  const here = postHref(postId)
  switch (intent.intent) {
    case 'like':
      await community.like(ctx, postId, intent.on)
      return { to: here }
    case 'comment': {
      const written = await community.comment(ctx, postId, intent.text, intent.parentCommentId)
      const isReply = intent.parentCommentId !== undefined
      // A new top-level comment is on the last page: count them to know which, so the writer sees it.
      const topLevelCount = isReply
        ? 0
        : await orFallback(
            community.comments(ctx, postId, 1).then((answer) => answer.totalCount),
            0,
          )
      return {
        to: writtenCommentHref(postId, { commentId: written.commentId, isReply, currentPage, topLevelCount }),
        toast: COMMUNITY_MSG.commentPosted,
      }
    }
    case 'edit-comment':
      await community.editComment(ctx, intent.commentId, intent.text)
      return { to: `${here}#comment-${intent.commentId}` }
    case 'delete-comment':
      await community.removeComment(ctx, intent.commentId)
      return { to: `${here}#comments` }
    case 'like-comment':
      await community.likeComment(ctx, intent.commentId, intent.on)
      return { to: `${here}#comment-${intent.commentId}` }
    case 'report':
      await community.report(ctx, postId, intent.reason)
      return { to: here, toast: COMMUNITY_MSG.reported }
    case 'delete-post':
      await community.remove(ctx, postId)
      return { to: '/community', toast: COMMUNITY_MSG.deleted }
  }
}

export default function PostPage() {
  const { post, comments, commentPage, written, isGuest, confirmDelete } = useLoaderData<typeof loader>()
  return (
    <div className="post-page">
      <PageHeader title={COMMUNITY_MSG.categories[post.category] ?? COMMUNITY_MSG.title} backTo="/community" titleIsHeading={false} />
      <PostBody post={post} />
      <Comments
        postId={post.postId}
        comments={comments.comments}
        count={post.commentCount}
        topLevelCount={comments.totalCount}
        page={commentPage}
        written={written}
        isGuest={isGuest}
      />
      <p className="post-page__back">
        <Link to="/community" className="text-link">
          {COMMUNITY_MSG.toFeed}
        </Link>
      </p>
      {confirmDelete ? <DeleteAlert postId={post.postId} /> : null}
    </div>
  )
}

/** Alert v2 of spec §2: a title, what deleting means, and two buttons; 삭제하기 is a plain POST. */
function DeleteAlert({ postId }: { postId: number }) {
  return (
    <Alert
      version={2}
      icon={<span aria-hidden="true">!</span>}
      title={COMMUNITY_MSG.deleteConfirm}
      message={COMMUNITY_MSG.deleteConfirmBody}
      actions={[
        { label: MSG.screen.cancel, href: postHref(postId) },
        { label: COMMUNITY_MSG.deleteConfirmAction, formAction: postHref(postId), formFields: { intent: 'delete-post' }, primary: true },
      ]}
    />
  )
}

export const ErrorBoundary = ShopErrorBoundary
