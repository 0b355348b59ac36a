/**
 * Sign-up's agreements (decision 049): three required — 이용약관, 개인정보 수집·이용, 만 14세 이상 —
 * and 마케팅 정보 수신, optional. 전체 동의 ticks them all with JavaScript; without it the server
 * reads a ticked 전체 동의 as every box ticked, so the form needs no extra round trip.
 */
export const AGREEMENTS = ['agreeTerms', 'agreePrivacy', 'agreeAge', 'agreeMarketing'] as const
export const AGREE_ALL = 'agreeAll'

/** The form with every agreement ticked when 전체 동의 is; otherwise as sent. */
export function withAllAgreed(formData: FormData): FormData {
  if (formData.get(AGREE_ALL) !== 'on') return formData
  for (const name of AGREEMENTS) formData.set(name, 'on')
  return formData
}
