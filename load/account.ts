/**
 * A fresh member per shopper, made the way a person makes one: the sign-up form with its
 * honeypot and 인증번호 받기 (the key read from the embedded backend's SMS outbox, a test hook),
 * then a delivery address through /address/new. Members made directly in the database would skip
 * the busiest forms of a launch day, so the run starts with them.
 */
import { TIMEOUTS } from '../app/domain/constants'
import { timeoutMessage } from '../app/domain/errors'
import * as MSG from '../app/domain/messages'
import type { Browser, Page } from './browser'
import { button, findForm, pageMessage } from './forms'

export type Identity = { email: string; password: string; name: string; nickname: string; mobileNo: string }

/** Unique within a run (`runId` tells runs apart) and valid for the shop's rules. */
export function identity(runId: string, runNumber: number, index: number): Identity {
  return {
    email: `load-${runId}-${index}@petshop.test`,
    password: 'Petshop123!',
    name: '김부하',
    // 2–16 Hangul, letters or digits.
    nickname: `부하${runId}${index}`,
    // 010 and eight digits: four for the run, four for the shopper.
    mobileNo: `010${String(runNumber % 10_000).padStart(4, '0')}${String(index).padStart(4, '0')}`,
  }
}

/** The newest certification key "sent" to `mobileNo` (EMBEDDED_TEST_HOOKS). */
async function certificationKey(origin: string, mobileNo: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await fetch(`${origin}/__test/sms-outbox?mobileNo=${mobileNo}`)
    const body = (await answer.json()) as { messages?: Array<{ certificationKey: string; sentAt: string }> }
    const newest = [...(body.messages ?? [])].sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]
    if (newest) return newest.certificationKey
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no certification key for ${mobileNo} in the SMS outbox`)
}

/** The answers that say nothing was done and to try again: the shop's timeout and the backend's deadline. */
const TRY_AGAIN = [MSG.error.timeout, timeoutMessage(TIMEOUTS.request), MSG.error.network]
/** How many times a person presses 가입하기 again after 다시 시도해 주세요. */
const RETRIES = 3

/**
 * `doubleGap` (ms) double-clicks 가입하기; the browser shows the second answer. If that is a
 * refusal (the first click made the member), the shopper does what a person would: signs in.
 * An answer that says to try again (a sign-up burst can outlast the shop's 10 s) is followed by
 * 가입하기 again on the form that came back with what was typed, up to three times: the backend
 * makes no member the shop gave up on, so the retry is the only one that can. Answers how it
 * went, for the outcome table.
 */
export async function signUp(browser: Browser, origin: string, me: Identity, doubleGap: number | null): Promise<string> {
  let page = await browser.get('/auth/signup/email', 'signup')
  const isSignup = (f: { action: string | null; method: string }) =>
    f.method === 'post' && (f.action ?? '').startsWith('/auth/signup/email')
  let form = findForm(page.html, isSignup, 'sign-up')
  const typed = {
    email: me.email,
    password: me.password,
    passwordConfirm: me.password,
    name: me.name,
    nickname: me.nickname,
    mobileNo: me.mobileNo,
    // Decision 049: the three required agreements, each its own box (마케팅 정보 수신 stays unticked).
    agreeTerms: 'on',
    agreePrivacy: 'on',
    agreeAge: 'on',
  }
  page = await browser.submit(page, form, 'signup', typed, button(form, 'intent', 'send-code'))
  if (page.status !== 200) throw new Error(`인증번호 받기 answered ${page.status}`)
  // The form comes back with what was typed, minus the passwords, and a fresh honeypot timestamp.
  form = findForm(page.html, isSignup, 'sign-up')
  const fill = { ...typed, certificationKey: await certificationKey(origin, me.mobileNo) }
  let seen =
    doubleGap === null
      ? await browser.submit(page, form, 'signup', fill, button(form, null))
      : await browser.doubleSubmit(page, form, 'signup', fill, button(form, null), doubleGap)
  const retried: string[] = []
  while (isTryAgain(seen) && retried.length < RETRIES) {
    retried.push(pageMessage(seen.html) ?? String(seen.status))
    const again = findForm(seen.html, isSignup, 'sign-up')
    seen = await browser.submit(seen, again, 'signup', fill, button(again, null))
  }
  const after = retried.length > 0 ? `가입하기 다시 누름 sign-up pressed again after ${[...new Set(retried)].join(' / ')}` : null
  if (seen.url.pathname.startsWith('/auth/signup/complete')) return after ?? 'signed up'
  const refusal = `${seen.url.pathname} (${seen.status}: ${pageMessage(seen.html) ?? '-'})`
  // Only 이미 가입된 이메일이에요 says the first click made the member; anything else made none.
  if (doubleGap === null || pageMessage(seen.html) !== MSG.validation.emailRegistered)
    throw new Error(`sign-up ended at ${refusal}${after ? ` (${after})` : ''}`)
  await signIn(browser, me)
  return `가입하기 두 번 클릭 → 거절 후 로그인 sign-up double-click shown ${pageMessage(seen.html) ?? seen.status}, then signed in`
}

function isTryAgain(page: Page): boolean {
  const message = pageMessage(page.html)
  return message !== null && TRY_AGAIN.includes(message) && page.url.pathname.startsWith('/auth/signup/email')
}

/** Signs in, pressing 로그인 again after 다시 시도해 주세요 as for sign-up (the same burst slows the password check). */
async function signIn(browser: Browser, me: Identity): Promise<void> {
  const isSignin = (f: { action: string | null; method: string }) =>
    f.method === 'post' && (f.action ?? '').startsWith('/auth/signin/email')
  let answer = await browser.get('/auth/signin/email', 'signin')
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const form = findForm(answer.html, isSignin, 'sign-in')
    answer = await browser.submit(answer, form, 'signin', { email: me.email, password: me.password }, form.buttons[0])
    if (!answer.url.pathname.startsWith('/auth/signin')) return
    if (!TRY_AGAIN.includes(pageMessage(answer.html) ?? '')) break
  }
  throw new Error(`sign-in after the double sign-up ended at ${answer.url.pathname} (${answer.status}: ${pageMessage(answer.html) ?? '-'})`)
}

export async function addAddress(browser: Browser, me: Identity, index: number): Promise<void> {
  let page = await browser.get('/address/new', 'address')
  const form = findForm(page.html, (f) => f.method === 'post' && (f.action ?? '').startsWith('/address/new'), 'address')
  page = await browser.submit(
    page,
    form,
    'address',
    {
      name: me.name,
      mobileNo: me.mobileNo,
      zipCode: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: `${100 + index}호`,
      isDefault: 'on',
    },
    form.buttons[0],
  )
  if (page.url.pathname !== '/address') throw new Error(`saving the address ended at ${page.url.pathname} (${page.status})`)
}
