import { formatKoreanDate } from './seoul-date'
/** Push consent (spec §4): the half-modal on every page and the switches of /my/information. Small on purpose: the shell carries it. */
export const sheetTitle = '혜택 알림 받기' as const
export const sheetBody = '할인, 쿠폰, 우리 아이 맞춤 상품 소식을 가장 먼저 알려 드릴게요.' as const
export const sheetAgree = '알림 받기' as const
export const sheetLater = '다음에 할게요' as const
export const sheetFine = '광고성 정보 수신 동의이며, 마이 > 내 정보에서 언제든 바꿀 수 있어요.' as const
export const settingsTitle = '알림 설정' as const
export const push = '혜택 알림 (광고성 정보)' as const
export const pushHintApp = '할인, 쿠폰, 이벤트 소식을 앱 알림으로 받아요.' as const
/** A browser is not the app: it is told 알림, never 앱 알림 (decision 050). */
export const pushHintWeb = '할인, 쿠폰, 이벤트 소식을 알림으로 받아요.' as const
/** A guest's 알림 받기: why nothing was turned on, and the way to (decision 050). */
export const guestSignIn = '혜택 알림은 회원에게 보내 드려요. 로그인하면 바로 받을 수 있어요.' as const
export const signIn = '로그인' as const
export const night = '야간 혜택 알림' as const
export const nightHint = '밤 9시부터 아침 8시 사이에도 혜택 알림을 받아요.' as const
export const on = '켜짐' as const
export const off = '꺼짐' as const
export const turnOn = (what: string) => `${what} 켜기`
export const turnOff = (what: string) => `${what} 끄기`
export const consented = (date: string) => `${formatKoreanDate(date)} 마케팅 정보 수신에 동의했어요.`
export const agreedOn = (date: string) => `${formatKoreanDate(date)} 동의`
/** A withdrawal of advertising consent is confirmed with its date (정보통신망법 §50 ⑧). */
export const withdrawn = (date: string) => `${formatKoreanDate(date)} 혜택 알림 수신을 거부했어요`
export const nightNeedsPush = '혜택 알림을 켜야 야간 혜택 알림을 받을 수 있어요.' as const
export const nightOn = '야간 혜택 알림을 켰어요.' as const
export const nightOff = '야간 혜택 알림을 껐어요.' as const
export const systemOff = '휴대폰 설정에서 앱 알림이 꺼져 있어요. 설정 화면을 열어 드릴게요.' as const
