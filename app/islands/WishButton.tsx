import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { IslandRefusal } from './IslandRefusal'

type Props = {
  productId: number
  productName: string
  wished: boolean
  /** The product page shows how many shoppers keep it; cards do not. */
  count?: number | null
  variant?: 'icon' | 'text'
}
type Answer = { ok: true; wished: boolean; wishCount: number } | { ok: false; message: string }

/**
 * 찜 (decision 059): the heart on a card, a product page and 찜한 상품. Without JavaScript a plain
 * POST to `/my/wishlist` that goes back to this page (a guest to sign in first, and back with the
 * product 찜-ed); with it the same form answers in place, shown as done while it is on its way.
 */
export function WishButton({ productId, productName, wished, count = null, variant = 'icon' }: Props) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<Answer>()
  const { pathname, search } = useLocation()
  const asked = fetcher.formData?.get('intent')
  const answer = fetcher.data?.ok ? fetcher.data : null
  // While a press is on its way it shows as done; once answered, the root's list says (it reloads).
  const pressed = asked === 'add' ? true : asked === 'remove' ? false : wished
  const settledCount = answer && answer.wished === wished ? answer.wishCount : count
  const shownCount = settledCount === null ? null : Math.max(0, settledCount + (pressed === wished ? 0 : pressed ? 1 : -1))
  const label = pressed ? MSG.wishlist.removeLabel(productName) : MSG.wishlist.addLabel(productName)
  return (
    <fetcher.Form method="post" action="/my/wishlist" className={`wish wish--${variant}`} preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value={pressed ? 'remove' : 'add'}
        className="wish__button"
        aria-pressed={pressed}
        aria-label={variant === 'icon' ? label : undefined}
        title={pressed ? MSG.wishlist.remove : MSG.wishlist.add}
      >
        <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" className="wish__heart">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 5 6.6 5c2 0 3.4 1.1 4.4 2.6h2C14 6.1 15.4 5 17.4 5c3.2 0 5.1 3.2 3.9 6.3-1.8 4.6-9.3 9.2-9.3 9.2Z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        </svg>
        {variant === 'text' ? <span>{pressed ? MSG.wishlist.remove : MSG.wishlist.add}</span> : null}
      </button>
      {shownCount !== null ? (
        <span className="wish__count" data-testid="wish-count">
          {MSG.wishlist.count(formatCount(shownCount))}
        </span>
      ) : null}
      <IslandRefusal answer={fetcher.data} />
    </fetcher.Form>
  )
}
