import { Link } from '@remix-run/react'
import type { useMore } from './use-more'

type More = Pick<ReturnType<typeof useMore>, 'next' | 'loading' | 'sentinel' | 'onMore'>

/** The "more" link of a `useMore` list: a plain link without JavaScript, the scroll sentinel with it. */
export function MoreLink({ more, label, loadingLabel }: { more: More; label: string; loadingLabel: string }) {
  if (!more.next) return null
  return (
    <Link ref={more.sentinel} to={more.next} className="more-link" preventScrollReset onClick={more.onMore}>
      {more.loading ? loadingLabel : label}
    </Link>
  )
}
