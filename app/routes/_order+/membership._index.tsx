import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { membership } from '~/backends/membership.server'
import { users } from '~/backends/user.server'
import { canJoin } from '~/domain/membership'
import { AutoRenewSchema } from '~/domain/membership.schema'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { loginRedirectUrl } from '~/domain/redirect'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import membershipStyles from '~/styles/membership.css'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { GradeList } from '~/ui/membership/GradeList'
import { BenefitList, PlanList } from '~/ui/membership/PlanList'
import { StatusCard } from '~/ui/membership/StatusCard'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: membershipStyles },
]
export const meta: MetaFunction = () => pageMeta(`${MEMBERSHIP_MSG.membership.title} | ${MSG.brand.name}`, MSG.pageDescription.membership)

export const headers = loaderCacheControl

/**
 * `/membership`: plans, benefits and grades for everyone; a guest is invited to sign in; a member
 * sees their membership (until when, next payment, renewal on or off) and their grade.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const [offer, grades] = await withPageErrors(() => Promise.all([membership.plans(ctx), membership.grades(ctx)]))
  if (!ctx.session) return json({ offer, grades, member: null }, { headers: cacheHeaders('private') })
  const [status, detail] = await withPageErrors(() => Promise.all([membership.status(ctx), users.detail(ctx)]))
  const gradeName = detail.userInfo.userGradeCodeInfo?.userGradeCodeName ?? null
  return json({ offer, grades, member: { status, gradeName } }, { headers: cacheHeaders('never-stored') })
}

/** 자동 갱신 해지 / 다시 켜기 (a plain form: works without JavaScript). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const parsed = AutoRenewSchema.safeParse(Object.fromEntries(await readForm(request)))
  const toast = async (message: string, tone: 'success' | 'error' = 'success') =>
    redirect('/membership', { headers: await flashHeaders(request, { toast: { message, tone } }) })
  if (!parsed.success) return toast(MSG.error.badRequest, 'error')
  // No membership running (it ended meanwhile): nothing changed, and the member is told why.
  await withPageErrors(() => membership.setAutoRenew(ctx, parsed.data.autoRenew), {
    NOT_MEMBER: () => toast(MEMBERSHIP_MSG.membership.notMember, 'error'),
    '*': (error) => toast(error.message, 'error'),
  })
  return toast(parsed.data.autoRenew ? MEMBERSHIP_MSG.membership.renewalResumed : MEMBERSHIP_MSG.membership.renewalCancelled)
}

export default function MembershipPage() {
  const { offer, grades, member } = useLoaderData<typeof loader>()
  const M = MEMBERSHIP_MSG.membership
  const joinable = member !== null && canJoin(member.status.membership)
  return (
    <div className="membership-page">
      <PageHeader title={M.title} backTo="/my" />
      <section className="membership-hero">
        <p>{M.lead}</p>
      </section>
      {member === null ? (
        <section className="membership-guest" aria-labelledby="guest-title">
          <h2 id="guest-title">{M.guestTitle}</h2>
          <p>{M.guestBody}</p>
          <Link to={loginRedirectUrl({ next: '/membership' })} className="button button--primary">
            {M.guestAction}
          </Link>
        </section>
      ) : null}
      {member ? <StatusCard status={member.status} /> : null}
      <PlanList plans={offer.plans} joinable={joinable} />
      <BenefitList benefits={offer.benefits} />
      <GradeList grades={grades} gradeName={member?.gradeName ?? null} />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
