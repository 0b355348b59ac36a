import { useState } from 'react'
import { ClientOnly } from 'remix-utils/client-only'
import * as MSG from '~/domain/messages'
import type { Shared } from './share.client'
import { useThirdParty } from './use-third-party'

/**
 * 공유하기 on a product page. Its code (share.client.ts: the Kakao SDK, the share sheet, a copied
 * link) loads when the shopper first taps (spec §2: lazily, and only where needed; decision 040: not
 * in the page's first download). Without JavaScript there is nothing to share with, so the button
 * is not drawn.
 */
export function ShareButton(props: Shared) {
  return <ClientOnly fallback={null}>{() => <Share {...props} />}</ClientOnly>
}

function Share(props: Shared) {
  const { kakaoJsKey } = useThirdParty()
  const [status, setStatus] = useState<string | null>(null)
  const share = async () => {
    const told = await import('./share.client').then(
      (module) => module.share(props, kakaoJsKey),
      () => MSG.share.failed,
    )
    setStatus(told)
  }
  return (
    <>
      <button type="button" className="button button--small share-button" onClick={() => void share()}>
        {MSG.share.label}
      </button>
      <span className="sr-only" role="status">
        {status}
      </span>
      {status ? (
        <span className="share-button__status" aria-hidden="true">
          {status}
        </span>
      ) : null}
    </>
  )
}
