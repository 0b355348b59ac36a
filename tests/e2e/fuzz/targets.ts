import type { Field } from './fields'
import { TRICK_IDS } from './pools'

/**
 * Every route of app/routes that takes a POST: the form actions, the JSON routes for the app
 * shells and islands, and the resource routes that only read (a POST to those must be refused in
 * Korean too). tests/unit/fuzz-targets.test.ts fails when a route module with an action, or a
 * resource route, is missing here, so a new action cannot skip fuzzing.
 *
 * Fields follow each action's zod schema. Samples are values the form accepts; `{name}` comes
 * from the run's fixtures (the fuzzing member's own address, pet and subscription, fuzz.spec.ts).
 */
export type Form = {
  fields: readonly Field[]
  /**
   * A required field whose fuzzed values are never accepted: it is left out whenever the fuzzed
   * value might be accepted, so a case can never be a valid post. Forms whose valid posts write
   * nothing (see `writes`) need none.
   */
  guard?: string
}

export type Target = {
  /** The module in app/routes. */
  file: string
  /** Where it is posted; `{name}` placeholders come from the fixtures. */
  path: string
  /** The same route with broken ids in the URL. */
  trickPaths?: readonly string[]
  /** Who posts: a guest, the fuzzing member, or both. Member-only routes get a few guest posts too. */
  as: 'guest' | 'member' | 'both'
  member: boolean
  body: 'form' | 'multipart' | 'json'
  /** Whether a valid post could add or change rows; when false, `why` says why not. */
  writes: boolean
  why?: string
  headers?: Readonly<Record<string, string>>
  forms: readonly Form[]
}

const f = (name: string, kind: Field['kind'], more: Omit<Field, 'name' | 'kind'> = {}): Field => ({ name, kind, ...more })
const intent = (...values: string[]) => f('intent', 'enum', { values, sample: values[0] })
/** An intent the action does not check (any value but its one special word takes the default branch). */
const looseIntent = (sample: string) => f('intent', 'text', { min: 0, sample, optional: true })
const redirectTo = (name = 'redirectTo') => f(name, 'redirect', { optional: true })
const honeypot = [
  f('name__confirm', 'honeypot', { sample: '', optional: true }),
  f('from__confirm', 'honeypot-from', { sample: '{honeypotFrom}', optional: true }),
]
const mobile = (sample = '01098765432') => f('mobileNo', 'mobile', { sample })
const certificationKey = f('certificationKey', 'code', { sample: '12345' })
const agree = f('agree', 'check', { sample: 'on' })
const FUTURE = '2031-03-14'
const ids = (prefix: string, suffix = '') => TRICK_IDS.map((id) => `${prefix}${id}${suffix}`)

const address = [
  f('name', 'text', { max: 20, sample: '김퍼징' }),
  mobile(),
  f('zipCode', 'code', { sample: '06236' }),
  f('address1', 'text', { max: 100, sample: '서울시 강남구 테헤란로 1' }),
  f('address2', 'text', { min: 0, max: 100, sample: '101호', optional: true }),
  f('isDefault', 'check', { optional: true }),
  redirectTo('next'),
]
const pet = [
  f('animalGroup1Id', 'enum', { values: ['1', '2'], sample: '1' }),
  f('animalGroup2Id', 'id', { sample: '{breedId}' }),
  f('name', 'text', { max: 10, sample: '퍼징이' }),
  f('birthday', 'date', { sample: '2020-05-05' }),
  f('genderCode', 'enum', { values: ['M', 'F'], sample: 'M' }),
  f('bodyType', 'enum', { values: ['F', 'N', 'S'], sample: 'N' }),
  f('weight', 'int', { range: [-1, 7], sample: '2' }),
  f('breedSize', 'enum', { values: ['L', 'M', 'S'], sample: 'S', optional: true }),
]
const profile = [
  f('name', 'text', { max: 20, sample: '김퍼징' }),
  f('nickname', 'nickname', { sample: '퍼징닉네임' }),
  mobile(),
  certificationKey,
  f('inviteCode', 'invite', { optional: true }),
  f('agreeTerms', 'check', { sample: 'on' }),
  f('agreePrivacy', 'check', { sample: 'on' }),
  f('agreeAge', 'check', { sample: 'on' }),
  f('agreeMarketing', 'check', { optional: true }),
]
const postForm = [
  f('intent', 'enum', { values: ['upload', 'publish', 'save'], sample: 'publish', optional: true }),
  f('category', 'enum', { values: ['DIARY', 'BOAST', 'PET_DOCTOR'], sample: 'DIARY' }),
  f('text', 'text', { max: 2000, sample: '오늘 산책 다녀왔어요.' }),
  f('hashtags', 'text', { min: 0, max: 400, optional: true }),
  f('images[0].uploadKey', 'text', { optional: true }),
  f('videoKey', 'text', { optional: true }),
  f('files', 'file', { optional: true }),
]
const proxy: Form = {
  fields: [
    f('mobileDeviceId', 'text', { max: 200, optional: true }),
    f('mobileOsCode', 'enum', { values: ['A', 'I', 'B', 'C', 'P', 'E'], optional: true }),
    f('refreshToken', 'token', { optional: true }),
  ],
}
const NO_AUTH = 'without an Authorization header (never sent here) or a live token it answers 401 before anything is kept'
const COOKIE_ONLY = 'a valid post only sets a cookie of the browser'
const GET_ONLY = "it answers GET only (a redirect or the payment window's return); a POST runs none of its code"
const junk: Form = { fields: [f('a', 'text', { optional: true }), f('intent', 'text', { optional: true })] }

export const TARGETS: readonly Target[] = [
  {
    file: '[__test].caches.clear.ts',
    path: '/__test/caches/clear',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: 'a test hook that empties in-memory caches',
    forms: [junk],
  },
  { file: '_index.tsx', path: '/', as: 'guest', member: false, body: 'form', writes: false, why: GET_ONLY, forms: [junk] },
  {
    file: '_my+/address.$addressId.tsx',
    path: '/address/{addressId}',
    trickPaths: ids('/address/'),
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: address, guard: 'zipCode' }],
  },
  {
    file: '_my+/address._index.tsx',
    path: '/address',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        fields: [
          f('intent', 'enum', { values: ['default', 'delete'], sample: 'default' }),
          f('addressId', 'id', { sample: '{addressId}' }),
          // Decision 050: the confirmation step's 삭제 of the default address.
          f('confirmed', 'enum', { values: ['yes'], sample: 'yes', optional: true }),
        ],
      },
    ],
  },
  {
    file: '_my+/address.new.tsx',
    path: '/address/new',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: address, guard: 'zipCode' }],
  },
  {
    file: '_my+/address.postcode.ts',
    path: '/address/postcode?q=%ED%85%8C%ED%97%A4%EB%9E%80%EB%A1%9C',
    trickPaths: ['/address/postcode?q=%ED%A0%80', '/address/postcode?q=x&page=-1'],
    as: 'member',
    member: true,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  {
    file: '_info+/adoption.$animalId.tsx',
    path: '/adoption/1',
    trickPaths: ids('/adoption/'),
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'agree',
        fields: [
          f('type', 'enum', { values: ['ADOPTION', 'FOSTER'], sample: 'ADOPTION' }),
          f('housing', 'enum', { values: ['APARTMENT', 'VILLA', 'HOUSE', 'OTHER'], sample: 'APARTMENT' }),
          mobile(),
          f('message', 'text', { min: 10, max: 500, sample: '입양 상담을 받고 싶어요. 연락 부탁드려요.' }),
          agree,
        ],
      },
    ],
  },
  {
    file: '_auth+/api.auth.login.ts',
    path: '/api/auth/login',
    as: 'guest',
    member: false,
    body: 'json',
    writes: false,
    why: NO_AUTH,
    forms: [proxy],
  },
  {
    file: '_auth+/api.auth.refresh.ts',
    path: '/api/auth/refresh',
    as: 'guest',
    member: false,
    body: 'json',
    writes: false,
    why: NO_AUTH,
    forms: [proxy],
  },
  {
    file: '_auth+/api.auth.user.ts',
    path: '/api/auth/user',
    as: 'guest',
    member: false,
    body: 'json',
    writes: false,
    why: NO_AUTH,
    forms: [proxy],
  },
  {
    file: 'api.events.visit.ts',
    path: '/api/events/visit',
    as: 'both',
    member: false,
    body: 'json',
    writes: true,
    forms: [
      {
        fields: [
          f('page', 'enum', { values: ['category_list', 'home_tab', 'product_detail', 'welcome_deal'], sample: 'home_tab' }),
          f('productId', 'id', { sample: '{productId}', nullable: true }),
          f('productGroup1Id', 'enum', { values: ['1', '2'], sample: '1' }),
        ],
      },
    ],
  },
  {
    file: '_auth+/api.native.session.ts',
    path: '/api/native/session',
    as: 'guest',
    member: false,
    body: 'json',
    writes: false,
    why: NO_AUTH,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)' },
    forms: [
      {
        fields: [
          f('accessToken', 'token', { sample: 'not-a-live-token' }),
          f('refreshToken', 'token', { sample: 'not-a-live-token' }),
          f('tokenExpireDate', 'text', { max: 100, sample: '2031-01-01T00:00:00Z' }),
          f('mobileDeviceToken', 'text', { max: 4096, optional: true }),
          f('productGroup1Id', 'int', { optional: true }),
        ],
      },
    ],
  },
  {
    file: '_auth+/api.native.shell.ts',
    path: '/api/native/shell',
    as: 'guest',
    member: false,
    body: 'json',
    writes: false,
    why: 'it keeps what the shell reports in a cookie of this browser, no row',
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)' },
    forms: [{ fields: [f('appVersion', 'text', { max: 20, sample: '3.2.0' })] }],
  },
  {
    file: '_auth+/auth.account.link.tsx',
    path: '/auth/account/link',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: 'without a pending social link (none here) it sends the shopper back to sign in',
    forms: [{ fields: [...honeypot, f('password', 'secret', { sample: 'Wrong-pass1!' })] }],
  },
  {
    file: '_auth+/auth.signin.tsx',
    path: '/auth/signin',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: 'it only starts a provider login: a redirect and a state cookie',
    forms: [{ fields: [...honeypot, f('provider', 'enum', { values: ['kakao', 'naver', 'apple'], sample: 'kakao' }), redirectTo('next')] }],
  },
  {
    file: '_auth+/auth.signin_.apple.ts',
    path: '/auth/signin/apple',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: "only with Apple's own sign-in configured (not here: 404); it then starts a provider login, a state cookie",
    forms: [{ fields: [...honeypot, redirectTo('next')] }],
  },
  {
    file: '_auth+/auth.signin_.email.tsx',
    path: '/auth/signin/email',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: "no case carries a member's password, so no session is made",
    forms: [
      {
        fields: [
          ...honeypot,
          f('email', 'email', { sample: 'fuzz.nobody@petshop.test' }),
          f('password', 'secret', { sample: 'Wrong-pass1!' }),
          redirectTo(),
        ],
      },
    ],
  },
  {
    file: '_auth+/auth.signin_.email_.find.tsx',
    path: '/auth/signin/email/find',
    as: 'guest',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      { fields: [...honeypot, intent('send-code'), mobile()] },
      {
        guard: 'mobileNo',
        fields: [
          ...honeypot,
          f('mode', 'enum', { values: ['email'], sample: 'email' }),
          f('name', 'text', { max: 20, sample: '김퍼징' }),
          mobile(),
          certificationKey,
        ],
      },
      {
        guard: 'mobileNo',
        fields: [
          ...honeypot,
          f('mode', 'enum', { values: ['password'], sample: 'password' }),
          f('email', 'email', { sample: 'nobody@petshop.test' }),
          mobile(),
          certificationKey,
          f('password', 'password', { sample: 'Newpass12!' }),
          f('passwordConfirm', 'secret', { sample: 'Newpass12!' }),
        ],
      },
    ],
  },
  {
    file: '_auth+/auth.signup.$provider.tsx',
    path: '/auth/signup/kakao',
    trickPaths: ['/auth/signup/evil', '/auth/signup/..%2F..%2Fetc', '/auth/signup/KAKAO', '/auth/signup/%00'],
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: 'without a pending provider sign-up (none here) it sends the shopper back to sign in',
    forms: [{ fields: [...honeypot, ...profile] }],
  },
  {
    file: '_auth+/auth.signup.email.tsx',
    path: '/auth/signup/email',
    as: 'guest',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      { fields: [...honeypot, intent('send-code'), mobile()] },
      {
        guard: 'agreeTerms',
        fields: [
          ...honeypot,
          f('email', 'email', { sample: 'fuzz.new@petshop.test' }),
          f('password', 'password', { sample: 'Newpass12!' }),
          f('passwordConfirm', 'secret', { sample: 'Newpass12!' }),
          ...profile,
          redirectTo('next'),
        ],
      },
    ],
  },
  {
    file: '_vet+/booking.$bookingId.tsx',
    path: '/booking/1',
    trickPaths: ids('/booking/'),
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      { guard: 'time', fields: [looseIntent('change'), f('date', 'date', { sample: FUTURE }), f('time', 'time', { sample: '10:00' })] },
    ],
  },
  {
    file: '_vet+/booking.new.tsx',
    path: '/booking/new',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'reason',
        fields: [
          f('clinicId', 'id', { sample: '1' }),
          f('date', 'date', { sample: FUTURE }),
          f('time', 'time', { sample: '10:00' }),
          f('petId', 'id', { sample: '{petId}' }),
          f('reason', 'enum', { values: ['CHECKUP', 'VACCINATION', 'OTHER'], sample: 'CHECKUP' }),
          f('memo', 'text', { min: 0, max: 200, optional: true }),
        ],
      },
    ],
  },
  {
    file: '_community+/community.post.$postId.tsx',
    path: '/community/post/150',
    trickPaths: ids('/community/post/'),
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      { fields: [intent('like'), f('on', 'enum', { values: ['true', 'false'], sample: 'true' })] },
      {
        guard: 'intent',
        fields: [intent('comment'), f('text', 'text', { max: 500, sample: '귀여워요!' }), f('parentCommentId', 'id', { optional: true })],
      },
      {
        guard: 'intent',
        fields: [intent('edit-comment'), f('commentId', 'id', { sample: '1' }), f('text', 'text', { max: 500, sample: '고쳤어요' })],
      },
      { fields: [intent('delete-comment'), f('commentId', 'id', { sample: '1' })] },
      {
        fields: [
          intent('like-comment'),
          f('commentId', 'id', { sample: '1' }),
          f('on', 'enum', { values: ['true', 'false'], sample: 'true' }),
        ],
      },
      { fields: [intent('report'), f('reason', 'enum', { values: ['SPAM', 'ABUSE', 'ADULT', 'OTHER'], sample: 'SPAM' })] },
    ],
  },
  {
    file: '_community+/community.post.$postId_.edit.tsx',
    path: '/community/post/150/edit',
    trickPaths: ids('/community/post/', '/edit'),
    as: 'member',
    member: true,
    body: 'multipart',
    writes: false,
    why: "the post is another member's, refused before the form is read",
    forms: [{ fields: postForm }],
  },
  {
    file: '_community+/community.uploads.presign.ts',
    path: '/community/uploads/presign',
    as: 'member',
    member: true,
    body: 'json',
    writes: true,
    forms: [
      {
        fields: [
          f('kind', 'enum', { values: ['IMAGE', 'VIDEO'], sample: 'IMAGE' }),
          f('size', 'int', { range: [1, 200 * 1024 * 1024], sample: '1000' }),
        ],
      },
    ],
  },
  {
    file: '_community+/community.write.tsx',
    path: '/community/write',
    as: 'member',
    member: true,
    body: 'multipart',
    writes: true,
    forms: [{ fields: postForm, guard: 'category' }],
  },
  {
    file: '_shop+/coupon-download.tsx',
    path: '/coupon-download',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: [f('couponTemplateId', 'id')] }],
  },
  {
    file: '_info+/event.$eventId.tsx',
    path: '/event/104',
    trickPaths: ids('/event/'),
    as: 'member',
    member: true,
    body: 'form',
    writes: false,
    why: 'event 104 has ended and has no coupon; the broken paths are no event',
    forms: [junk],
  },
  {
    file: '_order+/exchange-return.request.tsx',
    // Decision 048: the order is in the URL and the form is multipart (photos); order 1 is the demo
    // member's, so the fuzzing member's posts are the not-found page before the form is read.
    path: '/exchange-return/request?orderId=1',
    trickPaths: ids('/exchange-return/request?orderId='),
    as: 'member',
    member: true,
    body: 'multipart',
    writes: false,
    why: "order 1 is another member's: refused (404) before the form is read",
    forms: [
      {
        guard: 'type',
        fields: [
          f('orderId', 'id', { sample: '1' }),
          f('type', 'enum', { values: ['EXCHANGE', 'RETURN'], sample: 'RETURN' }),
          f('reasonCode', 'enum', { values: ['CHANGE_OF_MIND', 'DAMAGED', 'OTHER'], sample: 'DAMAGED' }),
          f('reasonText', 'text', { min: 0, max: 500, optional: true }),
          f('lineNos', 'id', { sample: '1', many: true }),
          f('quantity-1', 'id', { sample: '1', optional: true }),
          f('pickupAddressId', 'id', { sample: '1' }),
          f('intent', 'text', { min: 0, sample: 'quote', optional: true }),
        ],
      },
    ],
  },
  {
    file: '[__bench].bare.tsx',
    path: '/__bench/bare',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  { file: '[__bench].cpu.ts', path: '/__bench/cpu', as: 'guest', member: false, body: 'form', writes: false, why: GET_ONLY, forms: [junk] },
  { file: 'healthz.ts', path: '/healthz', as: 'guest', member: false, body: 'form', writes: false, why: GET_ONLY, forms: [junk] },
  { file: 'robots[.]txt.ts', path: '/robots.txt', as: 'guest', member: false, body: 'form', writes: false, why: GET_ONLY, forms: [junk] },
  { file: 'sitemap[.]xml.ts', path: '/sitemap.xml', as: 'guest', member: false, body: 'form', writes: false, why: GET_ONLY, forms: [junk] },
  {
    file: 'sitemap.$file.ts',
    path: '/sitemap/products-1.xml',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  {
    file: '_info+/insurance.apply.tsx',
    path: '/insurance/apply',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ guard: 'agree', fields: [f('planId', 'id', { sample: '1' }), f('petId', 'id', { sample: '{petId}' }), agree] }],
  },
  {
    file: '_auth+/logout_.$step.ts',
    path: '/logout/session',
    trickPaths: ['/logout/nothing', '/logout/%2e%2e'],
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: 'a guest has no session to end (the member is kept signed in for the other targets)',
    forms: [junk],
  },
  {
    file: '_auth+/logout.ts',
    path: '/logout',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: 'a guest has no session to end (the member is kept signed in for the other targets)',
    forms: [{ fields: [redirectTo('next')] }],
  },
  {
    file: '_order+/membership._index.tsx',
    path: '/membership',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: [f('autoRenew', 'enum', { values: ['on', 'off'] })] }],
  },
  {
    file: '_order+/membership.order_.return.tsx',
    path: '/membership/order/return',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  {
    file: '_order+/membership.order.tsx',
    path: '/membership/order',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'agree',
        fields: [
          f('planCode', 'plan', { sample: 'MONTHLY' }),
          f('paymentMethod', 'enum', { values: ['CARD', 'BANK_TRANSFER', 'EASY_PAY'], sample: 'CARD' }),
          agree,
        ],
      },
    ],
  },
  {
    file: '_my+/my.information.mobile.tsx',
    path: '/my/information/mobile',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      { fields: [intent('send-code'), mobile()] },
      { fields: [intent('send-current-code')] },
      { fields: [mobile(), certificationKey, f('currentPassword', 'secret', { sample: 'Wrong-pass1!', optional: true })] },
    ],
  },
  // 다른 기기에서 로그아웃 (decision 041): only the button's intent ends the other sign-ins.
  {
    file: '_my+/my.information.sessions.ts',
    path: '/my/information/sessions',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ guard: 'intent', fields: [intent('end-others')] }],
  },
  {
    file: '_my+/my.information.nickname.tsx',
    path: '/my/information/nickname',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: [f('nickname', 'nickname')] }],
  },
  {
    file: '_my+/my.information.password.tsx',
    path: '/my/information/password',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'password',
        fields: [
          f('currentPassword', 'secret', { sample: 'Wrong-pass1!' }),
          f('password', 'password', { sample: 'Newpass12!' }),
          f('passwordConfirm', 'secret', { sample: 'Newpass12!' }),
        ],
      },
    ],
  },
  {
    file: '_my+/my.push.ts',
    path: '/my/push',
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'intent',
        fields: [
          intent('push', 'night', 'consent', 'later'),
          f('agree', 'enum', { values: ['true', 'false'], sample: 'true', optional: true }),
          redirectTo(),
        ],
      },
    ],
  },
  {
    file: '_my+/my.wishlist.tsx',
    path: '/my/wishlist',
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'intent',
        fields: [
          intent('add', 'remove'),
          f('productId', 'id', { sample: '{productId}' }),
          redirectTo('back'),
          f('js', 'enum', { values: ['1'], sample: '1', optional: true }),
        ],
      },
    ],
  },
  {
    file: '_my+/my.wishlist_.pending.ts',
    path: '/my/wishlist/pending',
    as: 'member',
    member: true,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  // 알림 (decision 063): open one (read, then its link) or 모두 읽음; the member's own only.
  {
    file: '_my+/my.notifications.tsx',
    path: '/my/notifications',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      { guard: 'intent', fields: [intent('open'), f('notificationId', 'id', { sample: '1' })] },
      { guard: 'intent', fields: [intent('read-all')] },
    ],
  },
  // 재입고 알림 (decision 063): 신청 from a product page (guest and member), 취소 from /my/restock.
  {
    file: '_my+/my.restock.tsx',
    path: '/my/restock',
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'intent',
        fields: [
          intent('request'),
          f('productId', 'id', { sample: '{productId}' }),
          f('optionId', 'id', { sample: '{optionId}' }),
          redirectTo('back'),
          f('js', 'enum', { values: ['1'], sample: '1', optional: true }),
        ],
      },
      { guard: 'intent', fields: [intent('cancel'), f('requestId', 'id', { sample: '1' })] },
    ],
  },
  {
    file: '_my+/my.withdraw.tsx',
    path: '/my/withdraw',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'agree',
        fields: [
          f('reason', 'enum', { values: ['RARELY_USED', 'PRICE', 'OTHER'], sample: 'PRICE' }),
          f('reasonText', 'text', { min: 0, max: 500, optional: true }),
          f('password', 'secret', { sample: 'Wrong-pass1!', optional: true }),
          f('certificationKey', 'code', { sample: '12345', optional: true }),
          agree,
        ],
      },
    ],
  },
  {
    file: '_order+/order-history.$orderId.tsx',
    path: '/order-history/5',
    trickPaths: ids('/order-history/'),
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    // 구매확정 (decision 044): the demo member's order 5 is not the fuzzing member's (404) and not delivered.
    forms: [{ guard: 'intent', fields: [intent('confirm')] }],
  },
  {
    file: '_order+/order.billing.cancel.tsx',
    path: '/order/billing/cancel',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'reasonCode',
        fields: [
          f('orderId', 'id', { sample: '5' }),
          f('reasonCode', 'enum', { values: ['CHANGE_OF_MIND', 'OTHER'], sample: 'CHANGE_OF_MIND' }),
          f('reasonText', 'text', { min: 0, max: 500, optional: true }),
        ],
      },
      {
        guard: 'reasonCode',
        fields: [
          f('subscriptionId', 'id', { sample: '{subscriptionId}' }),
          f('reasonCode', 'enum', { values: ['ENOUGH_LEFT', 'PRICE', 'OTHER'], sample: 'PRICE' }),
          f('reasonText', 'text', { min: 0, max: 500, optional: true }),
        ],
      },
    ],
  },
  {
    file: '_my+/pet.$petId.edit.tsx',
    path: '/pet/{petId}/edit',
    trickPaths: ids('/pet/', '/edit'),
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ guard: 'genderCode', fields: [looseIntent('save'), ...pet] }],
  },
  {
    file: '_my+/pet._index.tsx',
    path: '/pet',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: [intent('main'), f('petId', 'id', { sample: '{petId}' })] }],
  },
  {
    file: '_my+/pet.register.tsx',
    path: '/pet/register',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ guard: 'genderCode', fields: [...pet, redirectTo('next')] }],
  },
  {
    file: '_shop+/preferences.dismiss.ts',
    path: '/preferences/dismiss',
    as: 'both',
    member: false,
    body: 'form',
    writes: false,
    why: COOKIE_ONLY,
    forms: [{ fields: [f('name', 'enum', { values: ['appBanner', 'signupToast', 'pushSheet'], sample: 'appBanner' }), redirectTo()] }],
  },
  {
    file: '_shop+/preferences.product-group.ts',
    path: '/preferences/product-group',
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [{ guard: 'productGroup1Id', fields: [f('productGroup1Id', 'enum', { values: ['1', '2'], sample: '2' }), redirectTo()] }],
  },
  {
    file: '_shop+/preferences.similar-pet.ts',
    path: '/preferences/similar-pet',
    as: 'both',
    member: false,
    body: 'form',
    writes: false,
    why: COOKIE_ONLY,
    forms: [{ fields: [f('on', 'enum', { values: ['true', 'false'], sample: 'true' }), redirectTo()] }],
  },
  {
    // Decision 047: a member's own review edited or deleted within 30 days; review 1 is not the fuzzing member's (404).
    file: '_review+/review.edit.$reviewId.tsx',
    path: '/review/edit/1',
    trickPaths: ids('/review/edit/'),
    as: 'member',
    member: true,
    body: 'multipart',
    writes: true,
    forms: [
      {
        guard: 'score',
        fields: [
          intent('save'),
          f('score', 'int', { range: [1, 5], sample: '5' }),
          f('text', 'text', { min: 10, max: 1000, sample: '다시 써 봐도 잘 먹어요. 추천해요.' }),
          f('photos', 'file', { optional: true }),
        ],
      },
      { guard: 'intent', fields: [intent('delete')] },
    ],
  },
  {
    // Decision 047: 도움돼요, one per member; a guest is sent to sign in.
    file: '_review+/review.helpful.tsx',
    path: '/review/helpful',
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'reviewId',
        fields: [f('reviewId', 'id', { sample: '1' }), redirectTo('back'), f('js', 'enum', { values: ['1'], sample: '1', optional: true })],
      },
    ],
  },
  {
    file: '_review+/review.write.tsx',
    path: '/review/write',
    as: 'member',
    member: true,
    body: 'multipart',
    writes: true,
    forms: [
      {
        guard: 'score',
        fields: [
          f('orderId', 'id', { sample: '1' }),
          f('lineNo', 'int', { range: [1, 1000], sample: '1' }),
          f('score', 'int', { range: [1, 5], sample: '5' }),
          f('text', 'text', { min: 10, max: 1000, sample: '잘 먹어요. 또 살게요. 추천해요.' }),
          f('photos', 'file', { optional: true }),
        ],
      },
    ],
  },
  {
    // Decision 050: 최근 검색어 and 최근 본 상품 removed from this device's cookies.
    file: '_shop+/search.$productGroup1Id.tsx',
    path: '/search/1',
    trickPaths: ['/search/..%2F..%2F', '/search/-1', '/search/3'],
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: COOKIE_ONLY,
    forms: [
      {
        fields: [
          f('intent', 'enum', { values: ['deleteWord', 'deleteAllWords', 'deleteViewed', 'deleteAllViewed'], sample: 'deleteWord' }),
          f('word', 'text', { max: 50, sample: '사료', optional: true }),
          f('productId', 'id', { sample: '{productId}', optional: true }),
        ],
      },
    ],
  },
  {
    file: '_shop+/search.$productGroup1Id_.go.ts',
    path: '/search/1/go?word=%EC%82%AC%EB%A3%8C',
    trickPaths: ['/search/..%2F..%2F/go', '/search/-1/go', '/search/1/go?word=%ED%A0%80'],
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  {
    file: '_shop+/search.$productGroup1Id_.suggest.ts',
    path: '/search/1/suggest?word=%EC%82%AC%EB%A3%8C',
    trickPaths: ['/search/..%2F..%2F/suggest', '/search/-1/suggest', '/search/1/suggest?word=%ED%A0%80'],
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  {
    file: '_order+/subscription.$subscriptionId.tsx',
    path: '/subscription/{subscriptionId}',
    trickPaths: ids('/subscription/'),
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'cycleWeeks',
        fields: [
          looseIntent('change'),
          f('optionId', 'id', { sample: '{optionId}' }),
          f('quantity', 'int', { range: [1, 10], sample: '1' }),
          f('cycleWeeks', 'int', { range: [1, 52], sample: '4' }),
          f('nextDeliveryDate', 'date', { sample: '{deliveryDate}' }),
          f('addressId', 'id', { optional: true }),
        ],
      },
    ],
  },
  {
    file: '_order+/subscription._index.tsx',
    path: '/subscription',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [{ fields: [f('subscriptionId', 'id')] }],
  },
  {
    file: '_order+/subscription.new.tsx',
    path: '/subscription/new',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'paymentMethod',
        fields: [
          f('optionId', 'id', { sample: '{optionId}' }),
          f('quantity', 'int', { range: [1, 10], sample: '1' }),
          f('cycleWeeks', 'int', { range: [1, 52], sample: '4' }),
          f('firstDeliveryDate', 'date', { sample: '{deliveryDate}' }),
          f('addressId', 'id', { sample: '{addressId}' }),
          f('paymentMethod', 'enum', { values: ['CARD', 'EASY_PAY'], sample: 'CARD' }),
        ],
      },
    ],
  },
  {
    file: '_auth+/user.logout.ts',
    path: '/user/logout',
    as: 'guest',
    member: false,
    body: 'json',
    writes: false,
    why: NO_AUTH,
    forms: [proxy],
  },
  {
    file: '_order+/v2.cart.tsx',
    path: '/v2/cart',
    as: 'both',
    member: false,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'intent',
        fields: [
          intent('add', 'buy'),
          f('optionId', 'id', { optional: true }),
          f('productId', 'id', { optional: true }),
          f('quantity', 'int', { range: [1, 99], optional: true }),
          f('dealId', 'id', { optional: true }),
          redirectTo(),
        ],
      },
      { fields: [intent('quantity'), f('cartItemId', 'id', { sample: '1' }), f('quantity', 'int', { range: [1, 99], sample: '2' })] },
      {
        fields: [
          intent('toggle'),
          f('cartItemId', 'id', { sample: '1' }),
          f('selected', 'enum', { values: ['true', 'false'], sample: 'true' }),
        ],
      },
      { fields: [intent('select-all'), f('selected', 'enum', { values: ['true', 'false'], sample: 'true' })] },
      { fields: [intent('remove'), f('cartItemId', 'id', { sample: '1' })] },
    ],
  },
  {
    file: '_order+/v2.order_.return.tsx',
    path: '/v2/order/return',
    as: 'guest',
    member: false,
    body: 'form',
    writes: false,
    why: GET_ONLY,
    forms: [junk],
  },
  {
    file: '_order+/v2.order.tsx',
    path: '/v2/order',
    as: 'member',
    member: true,
    body: 'form',
    writes: true,
    forms: [
      {
        guard: 'agree',
        fields: [
          intent('pay'),
          f('addressId', 'id', { sample: '{addressId}' }),
          f('deliveryType', 'enum', { values: ['LOGISTIC', 'MORNING', 'EXPRESS'], sample: 'LOGISTIC' }),
          f('couponId', 'id', { optional: true }),
          f('paymentMethod', 'enum', { values: ['CARD', 'EASY_PAY'], sample: 'CARD' }),
          agree,
        ],
      },
    ],
  },
]
