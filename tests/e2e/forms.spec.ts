import { expect, type Page, test } from '@playwright/test'
import { agreeToRequired, certificationKey, fillSignupBasics, newIdentity } from './helpers/accounts'

/**
 * The forms of decision 026, as a new shopper meets them: a hyphenated number, 인증번호 받기
 * keeping what was typed but the passwords (decision 042), a first order with no address yet, 우편번호 찾기, the member's
 * own name and number already in the address, and 배송 요청사항 on the order.
 */

/** The sheet's 배송지 추가, back to the sheet; and nothing else in the URL (no search, no pick). */
const ADDRESS_NEW = /\/address\/new\?next=(%2F|\/)v2(%2F|\/)order$/

const dashed = (mobileNo: string) => `${mobileNo.slice(0, 3)}-${mobileNo.slice(3, 7)}-${mobileNo.slice(7)}`

/** The member's number as the outbox files it. */
async function outbox(page: Page, mobileNo: string) {
  const answer = await page.request.get(`/__test/sms-outbox?mobileNo=${mobileNo}`)
  return ((await answer.json()) as { messages: Array<{ text: string; certificationKey: string | null }> }).messages
}

async function signUpWithDashes(page: Page, me: ReturnType<typeof newIdentity>) {
  await fillSignupBasics(page, me)
  // Pasted as people write it: all 13 characters stay in the field.
  await page.getByLabel('휴대폰 번호').fill(dashed(me.mobileNo))
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue(dashed(me.mobileNo))
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/auth/signup/email')),
    page.getByRole('button', { name: '인증번호 받기' }).click(),
  ])
  await expect(page.getByText('인증번호를 보냈어요.')).toBeVisible()
  // The answer keeps what was typed, in an answer no cache may keep (decision 026), but never the
  // passwords: with JavaScript or without, both fields are empty and typed again (decision 042).
  expect(answer.headers()['cache-control']).toContain('no-store')
  expect(await answer.text()).not.toContain(me.password)
  await expect(page.getByLabel('이메일')).toHaveValue(me.email)
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('비밀번호 확인')).toHaveValue('')
  await page.getByLabel('비밀번호', { exact: true }).fill(me.password)
  await page.getByLabel('비밀번호 확인').fill(me.password)
  await page.getByLabel('인증번호', { exact: true }).fill(await certificationKey(page.request, me.mobileNo))
  await agreeToRequired(page)
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page).toHaveURL(/\/auth\/signup\/complete/)
}

async function addSomethingToCart(page: Page) {
  await page.goto('/category/12?sort=REVIEW_COUNT')
  const card = page.locator('article.product-card:not([data-soldout])').first()
  await card.getByRole('link').click()
  await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forms with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('sign-up with 010-…-… → first order with no address → 우편번호 찾기 → 배송 요청사항 on the order', async ({ page }) => {
      const me = newIdentity()
      await signUpWithDashes(page, me)
      await addSomethingToCart(page)

      await page.goto('/v2/cart')
      await page.getByRole('link', { name: /상품 주문하기$/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible()
      const delivery = page.getByRole('group', { name: '배송 방법' })
      await expect(delivery.getByText('배송지를 추가하면 고를 수 있어요').first()).toBeVisible()
      await expect(delivery.getByText('이 배송지로는 안 돼요')).toHaveCount(0)

      await page.getByRole('button', { name: '배송지 추가' }).click()
      await expect(page).toHaveURL(ADDRESS_NEW)
      // A first address starts with the member's own name and number.
      await expect(page.getByLabel('받는 분')).toHaveValue(me.name)
      await expect(page.getByLabel('휴대폰 번호')).toHaveValue(me.mobileNo)

      await page.getByRole('searchbox', { name: '도로명, 건물명 또는 지번' }).fill('테헤란로152')
      await page.getByRole('button', { name: '검색', exact: true }).click()
      await expect(page.getByText(/검색 결과 \d+건/)).toBeVisible()
      await page.getByRole('link', { name: '서울특별시 강남구 테헤란로 152 선택', exact: true }).click()
      await expect(page.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('06236')
      await expect(page.getByRole('textbox', { name: '주소', exact: true })).toHaveValue(
        '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
      )
      await expect(page.getByLabel('상세 주소')).toBeFocused()
      if (javaScriptEnabled) await expect(page).toHaveURL(ADDRESS_NEW)
      else await expect(page).toHaveURL(/[?&]pick=\d+/)
      await expect(page.getByLabel('받는 분')).toHaveValue(me.name)
      await page.getByLabel('상세 주소').fill('12층')
      await page.getByRole('button', { name: '저장' }).click()

      await expect(page).toHaveURL(/\/v2\/order/)
      await expect(page.getByText('서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터) 12층')).toBeVisible()
      await expect(delivery.getByText('배송지를 추가하면 고를 수 있어요')).toHaveCount(0)
      const words = '공동현관 1234# 누르고 문 앞에 놓아 주세요'
      await page.getByRole('radio', { name: '직접 입력' }).check()
      await page.getByLabel('요청사항 직접 입력').fill(words)
      await page.getByRole('radio', { name: '신용·체크카드' }).check()
      await page.getByRole('checkbox', { name: '주문 내용을 확인했고, 결제에 동의해요.' }).check()
      await page.getByRole('button', { name: /결제하기$/ }).click()
      await expect(page).toHaveURL(/\/pay\/checkout\?key=/)
      // The words never travel in a URL (decision 026).
      expect(page.url()).not.toContain(encodeURIComponent('공동현관'))
      await page.getByRole('button', { name: '결제 승인' }).click()
      await expect(page).toHaveURL(/\/v2\/order\/complete\/\d+$/)
      const orderId = Number(page.url().split('/').pop())

      await page.goto(`/order-history/${orderId}`)
      const request = page.locator('.order-facts > div').filter({ has: page.getByText('배송 요청사항', { exact: true }) })
      await expect(request.locator('dd')).toHaveText(words)
    })
  })
}

test.describe('a member’s number at 인증번호 받기', () => {
  test.use({ javaScriptEnabled: false })

  test('the page says what it says for any number; the phone gets the notice with 아이디 찾기, and no key', async ({ page }) => {
    const fresh = newIdentity().mobileNo
    const member = '01023456789' // cat@petshop.test
    const notices: string[] = []
    for (const number of [fresh, member]) {
      await page.goto('/auth/signup/email')
      await page.getByLabel('휴대폰 번호').fill(dashed(number))
      await page.getByRole('button', { name: '인증번호 받기' }).click()
      notices.push((await page.getByRole('status').filter({ hasText: '인증번호를 보냈어요.' }).textContent()) ?? '')
      await expect(page.getByText('이미 가입된 휴대폰 번호예요.')).toHaveCount(0)
    }
    expect(notices[0]).toContain('이미 가입한 번호라면 인증번호 대신 가입 안내 문자를 보내 드려요.')
    expect(notices[1]).toBe(notices[0])
    const [notice] = await outbox(page, member)
    expect(notice?.certificationKey).toBeNull()
    expect(notice?.text).toContain('아이디 찾기')
    expect((await outbox(page, fresh))[0]?.certificationKey).toMatch(/^\d{5}$/)
  })
})
