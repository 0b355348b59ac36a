import { Link } from '@remix-run/react'
import { formatWon } from '~/domain/format'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'

const B = MEMBERSHIP_MSG.membership.banner

/**
 * The entry to 펫멤버십 shown where coupons are (the `membershipBanner` experiment): an invitation
 * with the lowest monthly price, or for a member where their monthly coupons come from.
 */
export function MembershipBanner({ member, monthlyPrice }: { member: boolean; monthlyPrice: number | null }) {
  const title = member ? B.memberTitle : B.title
  return (
    <aside className="membership-banner" aria-label={title}>
      <p className="membership-banner__title">{title}</p>
      <p className="membership-banner__body">{member || monthlyPrice === null ? B.memberBody : B.body(formatWon(monthlyPrice))}</p>
      <Link to="/membership" className="button button--small button--primary">
        {B.action}
      </Link>
    </aside>
  )
}
