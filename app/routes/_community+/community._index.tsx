import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useCallback } from 'react'
import { community } from '~/backends/community.server'
import { COMMUNITY_CATEGORIES, COMMUNITY_SORTS, type FeedQuery, feedHref, parseFeedQuery } from '~/domain/community'
import type { PostCard as Card, Feed } from '~/domain/community.schema'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import type { ShellHandle } from '~/root'
import { enterCommunity, withCommunityCookie } from '~/session/community.server'
import { requestContext } from '~/session/context.server'
import communityStyles from '~/styles/community.css'
import { PostCard } from '~/ui/community/PostCard'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { MoreLink } from '~/ui/MoreLink'
import { pageMeta } from '~/ui/meta'
import { useMore } from '~/ui/use-more'

export const links = () => [{ rel: 'stylesheet', href: communityStyles }]
export const headers = loaderCacheControl
// A list that scrolls under the bar: the divider marks where the page ends (spec §2, decision 033).
export const handle: ShellHandle = { bottomNav: 'divider' }
export const meta: MetaFunction = () => pageMeta(`${COMMUNITY_MSG.title} | ${MSG.brand.name}`, MSG.pageDescription.community)

/** `/community`: the feed by category, sort and hashtag, ten at a time (spec §3, §9). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const entered = await enterCommunity(request, ctx)
  const query = parseFeedQuery(new URL(request.url).searchParams)
  const feed = await withPageErrors(() => community.feed(entered.ctx, query))
  // "liked by me" makes a member's feed personal; a guest's is the same for every guest.
  return json(
    { query, feed, isGuest: ctx.session === null },
    { headers: withCommunityCookie(cacheHeaders(forShopper(ctx.session)), entered.setCookie) },
  )
}

const read = (data: { feed: Feed; query: FeedQuery }) => ({
  items: data.feed.posts,
  page: data.query.page,
  listKey: feedHref({ ...data.query, page: 1 }),
})
const keyOf = (post: Card) => post.postId

export default function CommunityFeed() {
  const { query, feed } = useLoaderData<typeof loader>()
  const pages = Math.ceil(feed.totalCount / feed.size)
  const nextHref = useCallback((page: number) => (page < pages ? feedHref({ ...query, page: page + 1 }) : null), [pages, query])
  const more = useMore({ items: feed.posts, page: query.page, listKey: feedHref({ ...query, page: 1 }), nextHref, read, keyOf })
  return (
    <div className="community">
      <header className="community__header">
        <h1>{query.hashtag ? COMMUNITY_MSG.hashtagTitle(query.hashtag) : COMMUNITY_MSG.title}</h1>
        <Link to="/community/write" className="button button--primary button--small">
          {COMMUNITY_MSG.write}
        </Link>
      </header>
      <nav className="chips community__categories" aria-label={COMMUNITY_MSG.categoryNav}>
        <ul>
          <li>
            <Link
              to={feedHref({ sort: query.sort })}
              className="chip-link"
              aria-current={query.category === null && !query.hashtag ? 'page' : undefined}
            >
              {COMMUNITY_MSG.all}
            </Link>
          </li>
          {COMMUNITY_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={feedHref({ category, sort: query.sort })}
                className="chip-link"
                aria-current={query.category === category ? 'page' : undefined}
              >
                {COMMUNITY_MSG.categories[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="sort-links community__sorts" aria-label={COMMUNITY_MSG.sort}>
        <ul>
          {COMMUNITY_SORTS.map((sort) => (
            <li key={sort}>
              <Link to={feedHref({ ...query, sort, page: 1 })} aria-current={query.sort === sort ? 'true' : undefined} preventScrollReset>
                {COMMUNITY_MSG.sorts[sort]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.page > 1 ? (
        <Link to={feedHref({ ...query, page: query.page - 1 })} className="more-link">
          {COMMUNITY_MSG.previous}
        </Link>
      ) : null}
      {more.shown.length === 0 ? <p className="empty">{COMMUNITY_MSG.empty}</p> : null}
      <ol className="post-list" aria-busy={more.loading}>
        {more.shown.map((post, index) => (
          <li key={post.postId}>
            <PostCard post={post} eager={index < 2} />
          </li>
        ))}
      </ol>
      <MoreLink more={more} label={COMMUNITY_MSG.more} loadingLabel={COMMUNITY_MSG.loadingMore} />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
