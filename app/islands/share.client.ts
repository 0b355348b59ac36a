import * as MSG from '~/domain/messages'
import { SDK_SCRIPTS } from '~/domain/third-party'
import { loadScript } from './load-script.client'

type Kakao = {
  init: (key: string) => void
  isInitialized: () => boolean
  Share: { sendDefault: (message: Record<string, unknown>) => void }
}
export type Shared = { title: string; description: string; imageUrl: string; path: string }

/**
 * Shares a page: a KakaoTalk card when there is a Kakao key and its SDK loads, else the phone's
 * share sheet, else the link is copied. Answers what to tell the shopper (null: the share sheet
 * or Kakao took over). Loaded on the first tap of 공유하기 (islands/ShareButton.tsx).
 */
export async function share({ title, description, imageUrl, path }: Shared, kakaoJsKey: string | undefined): Promise<string | null> {
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
      return null
    } catch {
      // The share sheet or a copied link still works without Kakao.
    }
  }
  if (navigator.share) {
    await navigator.share({ title, url }).catch(() => undefined)
    return null
  }
  const copied = await navigator.clipboard?.writeText(url).then(
    () => true,
    () => false,
  )
  return copied ? MSG.share.copied : MSG.share.failed
}
