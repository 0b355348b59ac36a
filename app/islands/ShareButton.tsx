import { useState } from 'react'
import { ClientOnly } from 'remix-utils/client-only'
import * as MSG from '~/domain/messages'
import { SDK_SCRIPTS } from '~/domain/third-party'
import { loadScript } from './load-script.client'
import { useThirdParty } from './use-third-party'

type Kakao = {
  init: (key: string) => void
  isInitialized: () => boolean
  Share: { sendDefault: (message: Record<string, unknown>) => void }
}
type Shared = { title: string; description: string; imageUrl: string; path: string }

/**
 * 공유하기 on a product page. With a Kakao key, the Kakao SDK loads when the shopper first taps
 * (spec §2: lazily, and only where needed) and shares a KakaoTalk card; otherwise, or when the SDK
 * cannot load, the phone's share sheet, else the link is copied. Without JavaScript there is
 * nothing to share with, so the button is not drawn.
 */
export function ShareButton(props: Shared) {
  return <ClientOnly fallback={null}>{() => <Share {...props} />}</ClientOnly>
}

function Share({ title, description, imageUrl, path }: Shared) {
  const { kakaoJsKey } = useThirdParty()
  const [status, setStatus] = useState<string | null>(null)
  const share = async () => {
    const url = new URL(path, window.location.origin).toString()
    if (kakaoJsKey) {
      try {
        await loadScript(SDK_SCRIPTS.kakao)
        const kakao = (window as unknown as { Kakao?: Kakao }).Kakao
        if (!kakao) throw new Error('Load failed: Kakao')
        if (!kakao.isInitialized()) kakao.init(kakaoJsKey)
        const link = { mobileWebUrl: url, webUrl: url }
        kakao.Share.sendDefault({
          objectType: 'feed',
          content: { title, description, imageUrl: new URL(imageUrl, url).toString(), link },
          buttons: [{ title: MSG.share.open, link }],
        })
        return
      } catch {
        // The share sheet or a copied link still works without Kakao.
      }
    }
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined)
      return
    }
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    )
    setStatus(copied ? MSG.share.copied : MSG.share.failed)
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
