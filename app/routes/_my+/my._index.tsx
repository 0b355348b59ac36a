import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { bff } from '~/backends/bff.server'
import { notifications } from '~/backends/notifications.server'
import { users } from '~/backends/user.server'
import { flagOn } from '~/domain/experiment-flags'
import { isExcludedPath } from '~/domain/features'
import { formatCount, formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { isNativeApp } from '~/domain/platform'
import { cacheHeaders } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { ChatButton } from '~/islands/ChatButton'
import { requestContext } from '~/session/context.server'
import { readSimilarPet } from '~/session/preferences.server'
import myStyles from '~/styles/my.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PetList } from '~/ui/my/PetList'

export const meta: MetaFunction = () => pageMeta(`${MSG.my.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

const count = (total: Record<string, unknown> | null | undefined, key: string) =>
  typeof total?.[key] === 'number' ? (total[key] as number) : 0

/** The shortcuts of my page, in the order Korean shops put them: shopping first, then care, then account. */
const SHORTCUTS: ReadonlyArray<readonly [label: string, href: string]> = [
  [MSG.my.pages.orderHistory, '/order-history'],
  [MSG.my.pages.review, '/review'],
  [MSG.wishlist.title, '/my/wishlist'],
  [MSG.restock.title, '/my/restock'],
  [MSG.my.pages.exchangeReturn, '/exchange-return'],
  [MSG.my.pages.address, '/address'],
  [MY_MSG.my.coupons, '/coupon-download'],
  [MY_MSG.my.invite, '/my/invite'],
  [MY_MSG.my.membership, '/membership'],
  [MY_MSG.my.subscription, '/subscription'],
  [MY_MSG.pets.title, '/pet'],
  [MY_MSG.my.booking, '/booking'],
  [MY_MSG.my.insurance, '/insurance'],
  [MY_MSG.my.events, '/event'],
  [MY_MSG.my.adoption, '/adoption'],
  [MY_MSG.info.title, '/my/information'],
  [MY_MSG.my.policies, '/policies'],
]

/** /my: the member's page; a guest is invited to sign in (spec §6: guests and members see what fits them). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const inApp = isNativeApp(ctx.osCode)
  if (!ctx.session) return json({ member: null, inApp })
  const [detail, similarPet, experiments, unread] = await Promise.all([
    withPageErrors(() => users.detail(ctx)),
    readSimilarPet(request),
    bff.experiments(ctx),
    // Decision 063: the badge is a hint; without V2's answer my page shows 알림 without it.
    notifications.unreadCount(ctx).catch(() => null),
  ])
  const similarOffered = flagOn(experiments, 'similarPet')
  // Spec §7: the registered counts are asked only for members who turned "similar to my pet" on.
  const counts = similarOffered && similarPet ? await accounts.registeredCount(ctx).catch(() => null) : null
  const info = detail.userInfo
  const total = detail.userTotal
  // R3.9: entries into a feature turned off for this member are not offered at all.
  const offered = (href: string) => !isExcludedPath(href, info.excludedFeatures)
  return json(
    {
      inApp,
      shortcuts: SHORTCUTS.filter(([, href]) => offered(href)),
      pointLink: offered('/my/point'),
      partners: info.partnersAuthority !== null,
      unread,
      similar: similarOffered ? { on: similarPet, counts } : null,
      member: {
        userId: info.userId ?? null,
        nickname: info.nickname ?? '',
        grade: info.userGradeCodeInfo?.userGradeCodeName ?? null,
        orderCount: info.orderCount ?? count(total, 'orderCount'),
        couponCount: count(total, 'couponCount'),
        point: count(total, 'point'),
        topPet: info.topAnimalInfo ? { name: detail.petList.find((p) => p.isMain)?.name ?? null, ...info.topAnimalInfo } : null,
        pets: detail.petList,
      },
    },
    { headers: cacheHeaders('never-stored') },
  )
}

export default function My() {
  const data = useLoaderData<typeof loader>()
  const { member } = data
  if (!member) {
    return (
      <section className="my-guest" aria-labelledby="my-title">
        <h1 id="my-title" className="my-guest__title">
          {MSG.my.guestTitle}
        </h1>
        <p className="my-guest__body">{MSG.my.guestBody}</p>
        <Link className="button button--primary" to="/auth/signin?next=/my">
          {MSG.my.guestAction}
        </Link>
        <ChatButton inApp={data.inApp} memberId={null} />
      </section>
    )
  }
  return (
    <div className="my">
      <header className="my__header">
        <h1 className="my__greeting">{MSG.my.greeting(member.nickname)}</h1>
        <p className="my__meta">
          {member.grade ? <span className="badge-inline">{MSG.my.grade(member.grade)}</span> : null}
          {member.topPet?.animalGroup1Name ? (
            <span>
              {MY_MSG.my.topPet(
                member.topPet.name,
                member.topPet.animalGroup2Name ?? member.topPet.animalGroup1Name,
                member.topPet.totalCount ?? null,
              )}
            </span>
          ) : null}
        </p>
      </header>
      <nav className="my__stats" aria-label={MY_MSG.my.summary}>
        <Link to="/order-history">
          <strong>{formatCount(member.orderCount)}</strong>
          {MY_MSG.my.orderCount}
        </Link>
        <Link to="/coupon-download">
          <strong>{formatCount(member.couponCount)}</strong>
          {MY_MSG.my.coupons}
        </Link>
        {data.pointLink ? (
          <Link to="/my/point">
            <strong>{formatWon(member.point)}</strong>
            {MY_MSG.my.point}
          </Link>
        ) : (
          <p>
            <strong>{formatWon(member.point)}</strong>
            {MY_MSG.my.point}
          </p>
        )}
      </nav>
      <Link to="/my/notifications" className="list-link">
        {MSG.notifications.title}
        {data.unread ? (
          <span className="my__count" role="status" aria-label={MSG.notifications.unreadCount(formatCount(data.unread))}>
            {data.unread > 99 ? '99+' : formatCount(data.unread)}
          </span>
        ) : null}
      </Link>
      {data.partners ? (
        <Link to="/my/partners" className="list-link">
          {MY_MSG.my.partners}
        </Link>
      ) : null}
      <nav className="my__shortcuts my__shortcuts--grid" aria-label={MSG.my.shortcuts}>
        {data.shortcuts.map(([label, href]) => (
          <Link key={href} to={href}>
            {label}
          </Link>
        ))}
      </nav>
      <section className="my__section" aria-labelledby="pets-title">
        <div className="my__section-head">
          <h2 id="pets-title">{MSG.pet.myPets}</h2>
          <Link to="/pet" className="text-link">
            {MY_MSG.pets.manage}
          </Link>
        </div>
        <PetList pets={member.pets} />
      </section>
      {data.similar ? <SimilarPet on={data.similar.on} counts={data.similar.counts} /> : null}
      <ChatButton inApp={data.inApp} memberId={member.userId} nickname={member.nickname} />
      <Form method="post" action="/logout" className="my__logout">
        <input type="hidden" name="next" value="/" />
        <button type="submit" className="button">
          {MSG.auth.logout}
        </button>
      </Form>
    </div>
  )
}

function SimilarPet({ on, counts }: { on: boolean; counts: { dogCnt: number; catCnt: number } | null }) {
  return (
    <section className="my__section" aria-labelledby="similar-title">
      <div className="my__section-head">
        <h2 id="similar-title">{MSG.my.similarPet}</h2>
        <Form method="post" action="/preferences/similar-pet">
          <input type="hidden" name="on" value={on ? 'false' : 'true'} />
          <input type="hidden" name="redirectTo" value="/my" />
          <button type="submit" className="button button--small" aria-pressed={on}>
            {on ? MSG.my.similarPetOff : MSG.my.similarPetOn}
          </button>
        </Form>
      </div>
      <p className="my-guest__body">{MSG.my.similarPetBody}</p>
      {on && counts ? <p className="my__counts">{MSG.my.registeredCount(counts.dogCnt, counts.catCnt)}</p> : null}
    </section>
  )
}

export const ErrorBoundary = ShopErrorBoundary
