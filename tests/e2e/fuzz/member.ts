import { type APIRequestContext, type APIResponse, expect } from '@playwright/test'
import { certificationKey, newIdentity } from '../helpers/accounts'
import { signedDevice } from '../helpers/device'

/**
 * The fuzzing member: signed up once per run through the shop's own forms, with an address, a
 * pet and a subscription of their own, so the routes that act on "my" things are fuzzed past
 * their ownership checks. Its ids become the `{name}` fixtures of the target table.
 */
export const GUEST_COOKIE = `pd_device=${signedDevice('fuzz-guest')}`
const DEVICE = `pd_device=${signedDevice('fuzz-member')}`
/** A product that takes 정기배송 (the seeded pads of demo's second subscription). */
const SUBSCRIBABLE_PRODUCT = '1651'
const BREED = '101'

function sessionCookie(lines: string[]): string {
  const session = lines.map((line) => line.split(';')[0] ?? '').find((pair) => /petshop_session=/.test(pair))
  if (!session) throw new Error('sign-up gave no session cookie')
  return session
}

const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)

export async function setUpMember(request: APIRequestContext): Promise<{ cookie: string; fixtures: Record<string, string> }> {
  const me = newIdentity()
  const post = (path: string, form: Record<string, string>, cookie: string) =>
    request.post(path, { form, headers: { cookie }, maxRedirects: 0 })
  const read = async (path: string, route: string, cookie: string) => {
    const answer = await request.get(`${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(route)}`, { headers: { cookie } })
    expect(answer.status(), path).toBe(200)
    return answer.json()
  }

  expect((await post('/auth/signup/email', { intent: 'send-code', mobileNo: me.mobileNo }, DEVICE)).status()).toBe(200)
  const key = await certificationKey(request, me.mobileNo)
  const signup = await post(
    '/auth/signup/email',
    {
      email: me.email,
      password: me.password,
      passwordConfirm: me.password,
      name: me.name,
      nickname: me.nickname,
      mobileNo: me.mobileNo,
      certificationKey: key,
      agreeTerms: 'on',
      agreePrivacy: 'on',
      agreeAge: 'on',
    },
    DEVICE,
  )
  expect(signup.status()).toBe(302)
  const signedIn = `${DEVICE}; ${sessionCookie(setCookies(signup))}`
  // The first page a member opens logs spec §4's one-time session_start event and marks it done
  // in a cookie; a browser sends that cookie from then on, and so do the fuzzing posts.
  const once = setCookies(await request.get('/my', { headers: { cookie: signedIn } })).find((line) => line.startsWith('pd_once='))
  if (!once) throw new Error('the first page set no one-time cookie')
  const cookie = `${signedIn}; ${once.split(';')[0]}`

  const address = {
    name: '김퍼징',
    mobileNo: '01098765432',
    zipCode: '06236',
    address1: '서울시 강남구 테헤란로 1',
    address2: '101호',
    isDefault: 'on',
  }
  expect((await post('/address/new', address, cookie)).status()).toBe(302)
  const { addresses } = (await read('/address', 'routes/_my+/address._index', cookie)) as { addresses: Array<{ addressId: number }> }
  const addressId = String(addresses[0]?.addressId)

  const pet = {
    animalGroup1Id: '1',
    animalGroup2Id: BREED,
    name: '퍼징이',
    birthday: '2020-05-05',
    genderCode: 'M',
    bodyType: 'N',
    weight: '2',
    breedSize: 'S',
  }
  expect((await post('/pet/register', pet, cookie)).status()).toBe(302)
  const { pets } = (await read('/pet', 'routes/_my+/pet._index', cookie)) as { pets: Array<{ petId: number }> }
  const petId = String(pets[0]?.petId)

  const { sheet } = (await read(`/subscription/new?productId=${SUBSCRIBABLE_PRODUCT}`, 'routes/_order+/subscription.new', cookie)) as {
    sheet: { options: Array<{ optionId: number; soldOut: boolean }>; cycles: number[]; earliestDate: string }
  }
  const optionId = String(sheet.options.find((option) => !option.soldOut)?.optionId)
  const subscription = {
    optionId,
    quantity: '1',
    cycleWeeks: String(sheet.cycles[0]),
    firstDeliveryDate: sheet.earliestDate,
    addressId,
    paymentMethod: 'CARD',
  }
  expect((await post('/subscription/new', subscription, cookie)).status()).toBe(302)
  const { subscriptions } = (await read('/subscription', 'routes/_order+/subscription._index', cookie)) as {
    subscriptions: Array<{ subscriptionId: number }>
  }
  const subscriptionId = String(subscriptions[0]?.subscriptionId)

  // The honeypot's timestamp from a real page: with it, the public forms are read past the bot check.
  const page = await (await request.get('/auth/signin/email', { headers: { cookie: GUEST_COOKIE } })).text()
  const honeypotFrom =
    /name="from__confirm"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? /value="([^"]+)"[^>]*name="from__confirm"/.exec(page)?.[1]
  if (!honeypotFrom) throw new Error('no honeypot timestamp on the login page')

  const fixtures = {
    addressId,
    petId,
    subscriptionId,
    optionId,
    deliveryDate: sheet.earliestDate,
    breedId: BREED,
    productId: SUBSCRIBABLE_PRODUCT,
    honeypotFrom,
  }
  for (const [name, value] of Object.entries(fixtures)) expect(value, name).not.toBe('undefined')
  return { cookie, fixtures }
}
