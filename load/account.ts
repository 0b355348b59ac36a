/**
 * A fresh member per shopper, made the way a person makes one: the sign-up form with its
 * honeypot and 인증번호 받기 (the key read from the embedded backend's SMS outbox, a test hook),
 * then a delivery address through /address/new. Members made directly in the database would skip
 * the busiest forms of a launch day, so the run starts with them.
 */
import type { Browser } from './browser'
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

/**
 * `double` presses 가입하기 twice at once: exactly one member may come of it (the database check
 * finds each shopper's e-mail once), and the shopper ends signed in.
 */
export async function signUp(browser: Browser, origin: string, me: Identity, double: boolean): Promise<void> {
  let page = await browser.get('/auth/signup/email', 'signup')
  const isSignup = (f: { action: string | null; method: string }) => f.method === 'post' && (f.action ?? '').startsWith('/auth/signup/email')
  let form = findForm(page.html, isSignup, 'sign-up')
  const typed = {
    email: me.email,
    password: me.password,
    passwordConfirm: me.password,
    name: me.name,
    nickname: me.nickname,
    mobileNo: me.mobileNo,
    agreeTerms: 'on',
  }
  page = await browser.submit(page, form, 'signup', typed, button(form, 'intent', 'send-code'))
  if (page.status !== 200) throw new Error(`인증번호 받기 answered ${page.status}`)
  // The form comes back with what was typed, minus the passwords, and a fresh honeypot timestamp.
  form = findForm(page.html, isSignup, 'sign-up')
  const key = await certificationKey(origin, me.mobileNo)
  const send = () => browser.submit(page, form, 'signup', { ...typed, certificationKey: key }, button(form, null))
  const answers = double ? await Promise.all([send(), send()]) : [await send()]
  const done = answers.filter((a) => a.url.pathname.startsWith('/auth/signup/complete'))
  if (done.length !== 1) {
    throw new Error(`sign-up ended at ${answers.map((a) => `${a.url.pathname} (${a.status}: ${pageMessage(a.html) ?? '-'})`).join(' and ')}`)
  }
}

export async function addAddress(browser: Browser, me: Identity, index: number): Promise<void> {
  let page = await browser.get('/address/new', 'address')
  const form = findForm(page.html, (f) => f.method === 'post' && (f.action ?? '').startsWith('/address/new'), 'address')
  page = await browser.submit(
    page,
    form,
    'address',
    { name: me.name, mobileNo: me.mobileNo, zipCode: '06236', address1: '서울 강남구 테헤란로 152', address2: `${100 + index}호`, isDefault: 'on' },
    form.buttons[0],
  )
  if (page.url.pathname !== '/address') throw new Error(`saving the address ended at ${page.url.pathname} (${page.status})`)
}
