/** The member's sessions on /my/information and the auth proxy's refusals. */
export const sessions = {
  title: '로그인한 기기',
  lead: '지금 펫샵에 로그인되어 있는 기기예요. 앱과 앱 안의 화면은 따로 보여요. 모르는 기기가 있다면 다른 기기에서 로그아웃한 뒤 비밀번호를 바꿔 주세요.',
  /** In the apps (decision 041): pressed in the app's page, the app's own sign-in ends too. */
  endOthersHint: '이 화면을 뺀 모든 곳에서 로그아웃돼요. 앱에는 다시 로그인해 주세요.',
  thisDevice: '이 기기',
  lastSeen: (date: string) => `마지막 접속 ${date}`,
  signedInAt: (date: string) => `로그인 ${date}`,
  endOthers: '다른 기기에서 로그아웃',
  endOthersConfirm: '이 기기를 뺀 모든 기기에서 로그아웃할까요?',
  ended: (count: number) => (count === 0 ? '로그아웃할 다른 기기가 없어요.' : `다른 기기 ${count}대에서 로그아웃했어요.`),
  onlyThis: '이 기기에만 로그인되어 있어요.',
  failed: '다른 기기에서 로그아웃하지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** On the login page (or the app's toast) of a device whose session was ended elsewhere (decision 041). */
  endedElsewhere: '다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.',
  device: {
    /** "기기 · 어디로", which fits a 320 px row without breaking inside a name (decision 049). */
    A: '안드로이드 · 앱',
    I: '아이폰 · 앱',
    C: '안드로이드 · 모바일 웹',
    B: '아이폰 · 모바일 웹',
    P: 'PC · 웹',
    E: '알 수 없는 기기',
  },
  /** The auth proxy hands tokens to the app shells only (they send their own session as Authorization). */
  bearerRequired: '앱에서만 쓸 수 있는 요청이에요. 앱의 로그인 정보를 함께 보내 주세요.',
  refreshTokenRequired: '새 로그인 정보를 받으려면 앱의 리프레시 토큰을 함께 보내 주세요.',
} as const
