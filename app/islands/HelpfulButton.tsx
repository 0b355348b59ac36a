import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import * as MSG from '~/domain/messages'
import { IslandRefusal } from './IslandRefusal'

const exact = new Intl.NumberFormat('ko-KR')

type Props = { reviewId: number; count: number; helped: boolean; mine: boolean }
type Answer = { ok: true; helped: boolean; helpfulCount: number } | { ok: false; message: string }

/**
 * 도움돼요 on a review (decision 047): one per member, pressed again it is taken back. Without
 * JavaScript a plain POST whose answer is this product page again, at the review; with it the
 * same form answers in place. A member's own review shows its count only.
 */
export function HelpfulButton({ reviewId, count, helped, mine }: Props) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<Answer>()
  const { pathname, search } = useLocation()
  const answer = fetcher.data?.ok ? fetcher.data : null
  // While a press is on its way, it shows as done.
  const pending = fetcher.state !== 'idle'
  const pressed = pending ? !(answer?.helped ?? helped) : (answer?.helped ?? helped)
  const shown = pending ? (answer?.helpfulCount ?? count) + (pressed ? 1 : -1) : (answer?.helpfulCount ?? count)
  const label = MSG.productDetail.helpfulCount(exact.format(Math.max(0, shown)))
  if (mine) return <span className="review__helpful review__helpful--mine">{label}</span>
  return (
    <fetcher.Form method="post" action="/review/helpful" className="review__helpful-form" preventScrollReset>
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className="review__helpful" aria-pressed={pressed}>
        <span aria-hidden="true">👍 </span>
        {label}
      </button>
      <IslandRefusal answer={fetcher.data} />
    </fetcher.Form>
  )
}
