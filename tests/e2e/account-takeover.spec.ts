import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { formatMobile } from '../../app/domain/format'
import { agreeToRequired, certificationKey, fillCertification, newIdentity, signUpFresh } from './helpers/accounts'

/**
 * docs/security.md, the second review, finding 4: with a stolen session alone the mobile number (the password-recovery
 * factor) was changed, then the password was reset with the new number. Now the number asks for
 * the current password; the takeover stops at the first step, with or without JavaScript.
 */

type Outbox = { messages: Array<{ text: string; certificationKey: string | null }> }
/** What the number was told besides certification keys (newest first). */
const notices = async (request: APIRequestContext, mobileNo: string) =>
  ((await (await request.get(`/__test/sms-outbox?mobileNo=${mobileNo}`)).json()) as Outbox).messages.filter(
    (m) => m.certificationKey === null,
  )

async function tryNewNumber(page: Page, request: APIRequestContext, mobileNo: string, currentPassword: string) {
  await page.goto('/my/information/mobile')
  await fillCertification(page, request, mobileNo)
  await page.getByLabel('현재 비밀번호').fill(currentPassword)
  await page.getByRole('button', { name: '저장하기' }).click()
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a session alone cannot move the mobile number, so the password cannot be recovered with a new one', async ({
      page,
      request,
      browser,
    }) => {
      const me = await signUpFresh(page, request)
      const attacker = newIdentity()

      // The session holder does not know the password: empty and wrong are refused in Korean.
      await tryNewNumber(page, request, attacker.mobileNo, '')
      await expect(page.getByText('현재 비밀번호를 입력해 주세요.')).toBeVisible()
      await tryNewNumber(page, request, attacker.mobileNo, 'Guessing1!')
      await expect(page.getByText('현재 비밀번호가 맞지 않아요.')).toBeVisible()
      await page.goto('/my/information')
      await expect(page.getByText(formatMobile(me.mobileNo))).toBeVisible()
      expect(await notices(request, me.mobileNo)).toEqual([])

      // Recovery with the attacker's number finds no account, in another browser.
      const other = await browser.newContext({ javaScriptEnabled })
      try {
        const thief = await other.newPage()
        await thief.goto('/auth/signin/email/find?mode=password')
        await thief.getByLabel('이메일', { exact: true }).fill(me.email)
        await thief.getByLabel('휴대폰 번호').fill(attacker.mobileNo)
        await thief.getByRole('button', { name: '인증번호 받기' }).click()
        await expect(thief.getByText('인증번호를 보냈어요.')).toBeVisible()
        await thief.getByLabel('인증번호', { exact: true }).fill(await certificationKey(request, attacker.mobileNo))
        if ((await thief.getByLabel('이메일', { exact: true }).inputValue()) === '')
          await thief.getByLabel('이메일', { exact: true }).fill(me.email)
        await thief.getByLabel('새 비밀번호', { exact: true }).fill('Takeover99!')
        await thief.getByLabel('비밀번호 확인', { exact: true }).fill('Takeover99!')
        await thief.getByRole('button', { name: '비밀번호 바꾸기' }).click()
        await expect(thief.getByText('입력한 정보로 가입한 계정이 없어요.')).toBeVisible()
      } finally {
        await other.close()
      }

      // The member, who knows the password, moves the number; the old number is told.
      const newNumber = newIdentity().mobileNo
      await tryNewNumber(page, request, newNumber, me.password)
      await expect(page).toHaveURL(/\/my\/information$/)
      await expect(page.getByText(formatMobile(newNumber))).toBeVisible()
      const [notice] = await notices(request, me.mobileNo)
      expect(notice?.text).toContain(`010-****-${newNumber.slice(-4)}`)
    })

    test('a member without a password (Kakao sign-up) proves it with a key sent to the number on the account', async ({
      page,
      request,
    }) => {
      const me = newIdentity()
      await page.goto('/auth/signin?next=%2Fmy')
      await page.getByRole('button', { name: '카카오로 시작하기' }).click()
      await page.getByLabel('이메일').fill(me.email)
      await page.getByLabel('닉네임').fill('새카카오')
      await page.getByRole('button', { name: '동의하고 계속하기' }).click()
      await expect(page).toHaveURL(/\/auth\/signup\/kakao$/)
      await page.getByLabel('이름').fill(me.name)
      await page.getByLabel('닉네임').fill(me.nickname)
      await fillCertification(page, request, me.mobileNo)
      await agreeToRequired(page)
      await page.getByRole('button', { name: '가입하기' }).click()
      await expect(page).toHaveURL(/\/auth\/signup\/complete/)

      // No password field: the key goes to the number already on the account.
      const newNumber = newIdentity().mobileNo
      await page.goto('/my/information/mobile')
      await expect(page.getByLabel('현재 비밀번호')).toHaveCount(0)
      await expect(page.getByText(`010-****-${me.mobileNo.slice(-4)}`)).toBeVisible()
      await page.getByRole('button', { name: '현재 번호로 인증번호 받기' }).click()
      await expect(page.getByText('인증번호를 보냈어요.')).toBeVisible()
      const oldKey = await certificationKey(request, me.mobileNo)
      await page.getByLabel('휴대폰 번호').fill(newNumber)
      await page.getByRole('button', { name: '인증번호 받기', exact: true }).click()
      await expect(page.getByText('인증번호를 보냈어요.').first()).toBeVisible()
      await page.getByLabel('인증번호', { exact: true }).fill(await certificationKey(request, newNumber))
      // A wrong key to the old number changes nothing, in Korean.
      await page.getByLabel('현재 번호로 받은 인증번호').fill(oldKey === '00000' ? '11111' : '00000')
      await page.getByRole('button', { name: '저장하기' }).click()
      await expect(page.getByText('인증번호가 일치하지 않아요.')).toBeVisible()
      await page.getByLabel('현재 번호로 받은 인증번호').fill(oldKey)
      if ((await page.getByLabel('인증번호', { exact: true }).inputValue()) === '') {
        await page.getByLabel('인증번호', { exact: true }).fill(await certificationKey(request, newNumber))
      }
      await page.getByRole('button', { name: '저장하기' }).click()
      await expect(page).toHaveURL(/\/my\/information$/)
      await expect(page.getByText(formatMobile(newNumber))).toBeVisible()
      expect((await notices(request, me.mobileNo))[0]?.text).toContain(`010-****-${newNumber.slice(-4)}`)
    })
  })
}
