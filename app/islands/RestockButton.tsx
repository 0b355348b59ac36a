import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import * as MSG from '~/domain/messages'

type Props = { productId: number; optionId: number; optionName: string }
type Answer = { ok: boolean; message: string }

/**
 * 재입고 알림 신청 (decision 063) for one sold-out option. Without JavaScript a plain POST to
 * `/my/restock` that comes back to this page with a toast (a guest through sign-in first); with
 * it the same form answers in place.
 */
export function RestockButton({ productId, optionId, optionName }: Props) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<Answer>()
  const { pathname, search } = useLocation()
  const done = fetcher.data?.ok === true
  return (
    <fetcher.Form method="post" action="/my/restock" className="restock-form" preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="optionId" value={optionId} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value="request"
        className="button button--secondary button--small"
        aria-label={MSG.restock.requestLabel(optionName)}
        disabled={fetcher.state !== 'idle' || done}
      >
        {MSG.restock.request}
      </button>
      {fetcher.data ? (
        <span className={fetcher.data.ok ? 'field__hint' : 'field__errors'} role={fetcher.data.ok ? 'status' : 'alert'}>
          {fetcher.data.message}
        </span>
      ) : null}
    </fetcher.Form>
  )
}
