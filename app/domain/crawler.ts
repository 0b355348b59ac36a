import { isbot } from 'isbot'

/**
 * Spec §6: crawler user agents are recognised by name (isbot's list: Googlebot, Naver's Yeti,
 * Daum, Bing, link previews of KakaoTalk and Facebook…). Kept out of platform.ts so the browser
 * bundle, which never needs it, does not carry the list.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '')
}
