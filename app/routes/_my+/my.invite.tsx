import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { invites } from '~/backends/invite.server'
import { formatDate } from '~/domain/date-formats'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { CopyButton } from '~/islands/CopyButton'
import { ShareButton } from '~/islands/ShareButton'
import { requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.invite.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

const I = MY_MSG.invite

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = loaderCacheControl

/**
 * /my/invite (친구 초대): the member's own code to copy or share (the Kakao SDK when configured, the
 * phone's share sheet otherwise), what a friend gets for it, and the friends who joined with it.
 * The shared link opens sign-up with the code already in its field.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const summary = await withPageErrors(() => invites.summary(ctx))
  return json({ summary }, { headers: cacheHeaders('never-stored') })
}

export default function Invite() {
  const { summary } = useLoaderData<typeof loader>()
  const reward = summary.friendReward.title
  const code = summary.inviteCode
  return (
    <div className="my-info">
      <PageHeader title={I.title} backTo="/my" />
      <section className="my__section" aria-labelledby="invite-code-title">
        <p className="my-guest__body">{I.lead(reward)}</p>
        <h2 id="invite-code-title">{I.codeLabel}</h2>
        {code ? (
          <>
            <p className="invite-code" data-testid="invite-code">
              {code}
            </p>
            <div className="invite-actions">
              <CopyButton text={code} label={I.copy} copied={I.copied} failed={I.copyFailed} />
              <ShareButton
                title={I.shareTitle}
                description={I.shareText(code, reward)}
                imageUrl="/favicon.svg"
                path={`/auth/signup/email?${new URLSearchParams({ inviteCode: code })}`}
              />
            </div>
          </>
        ) : (
          <p className="empty">{I.noCode}</p>
        )}
      </section>
      <section className="my__section" aria-labelledby="invite-friends-title">
        <h2 id="invite-friends-title">{I.joinedTitle}</h2>
        <p>{I.joinedCount(summary.joinedCount)}</p>
        {summary.friends.length === 0 ? (
          <p className="empty">{I.none}</p>
        ) : (
          <ul className="invite-friends">
            {summary.friends.map((friend) => (
              <li key={`${friend.nickname}:${friend.joinedAt}`}>
                <strong>{friend.nickname}</strong> · {I.joinedOn(formatDate(friend.joinedAt))} · {I.earned(friend.rewardTitle)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
