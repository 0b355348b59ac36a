import { expect, test } from '@playwright/test'
import { agreeToRequired, fillCertification, newIdentity } from './helpers/accounts'

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('[R4.1] [R2.1] e-mail sign-up → welcome → pet registration → my page → logout', async ({ page, request }) => {
      const me = newIdentity()
      await page.goto('/auth/signup/email')
      await expect(page.getByLabel('이메일')).toHaveAttribute('placeholder', 'example@petshop.co.kr')
      await page.getByLabel('이메일').fill(me.email)
      await page.getByLabel('비밀번호', { exact: true }).fill(me.password)
      await page.getByLabel('비밀번호 확인').fill(me.password)
      await page.getByLabel('이름').fill(me.name)
      await page.getByLabel('닉네임').fill(me.nickname)
      await fillCertification(page, request, me.mobileNo)
      // Everything typed before 인증번호 받기 is still there (the form came back from the server).
      await expect(page.getByLabel('이메일')).toHaveValue(me.email)
      await expect(page.getByLabel('닉네임')).toHaveValue(me.nickname)
      // Passwords are never sent back to the page; type them again if they were cleared.
      if ((await page.getByLabel('비밀번호', { exact: true }).inputValue()) === '') {
        await page.getByLabel('비밀번호', { exact: true }).fill(me.password)
        await page.getByLabel('비밀번호 확인').fill(me.password)
      }
      await agreeToRequired(page)
      await page.getByRole('button', { name: '가입하기' }).click()

      await expect(page).toHaveURL(/\/auth\/signup\/complete/)
      await expect(page.getByRole('heading', { name: `${me.nickname}님, 가입을 환영해요!` })).toBeVisible()
      await page.getByRole('link', { name: '반려동물 등록하기' }).click()

      await expect(page).toHaveURL(/\/pet\/register/)
      await page.getByLabel('이름').fill('초코')
      await page.getByLabel('품종').selectOption({ label: '말티즈' })
      await page.getByLabel('생일').fill('2022-03-01')
      await page.getByRole('radio', { name: '남아' }).check()
      await page.getByRole('radio', { name: '적당해요' }).check()
      await page.getByRole('radio', { name: '소형견' }).check()
      await page.getByLabel('몸무게').selectOption({ label: '2~3kg' })
      await page.getByRole('button', { name: '등록하기' }).click()

      await expect(page).toHaveURL(/\/my$/)
      await expect(page.getByRole('status').filter({ hasText: '초코를 등록했어요.' })).toBeAttached()
      await expect(page.getByRole('heading', { name: `${me.nickname}님, 안녕하세요` })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: '초코' })).toBeVisible()
      await expect(page.getByText(/말티즈 · \d+살 · 남아/)).toBeVisible()
      // The bottom bar now has the member's item.
      await expect(page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '마이' })).toBeVisible()

      await page.getByRole('button', { name: '로그아웃' }).click()
      await expect(page).toHaveURL(/\/main\/tab\/2/)
      await expect(page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '로그인' })).toBeVisible()
      await page.goto('/my')
      await expect(page.getByRole('heading', { name: '로그인하고 펫샵 혜택을 받아 보세요' })).toBeVisible()
    })
  })
}

test('전체 동의 with JavaScript ticks every agreement and follows them; the password rule shows before typing (decision 049)', async ({
  page,
}) => {
  await page.goto('/auth/signup/email')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('영문, 숫자, 특수문자를 모두 넣어 8~20자로 만들어 주세요.')).toBeVisible()
  const all = page.getByLabel('전체 동의 (선택 항목 포함)')
  const boxes = ['[필수] 이용약관 동의', '[필수] 개인정보 수집·이용 동의', '[필수] 만 14세 이상이에요', '[선택] 마케팅 정보 수신 동의']
  await all.check()
  for (const label of boxes) await expect(page.getByLabel(label)).toBeChecked()
  await page.getByLabel('[선택] 마케팅 정보 수신 동의').uncheck()
  await expect(all).not.toBeChecked()
  await page.getByLabel('[필수] 만 14세 이상이에요').uncheck()
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByText('만 14세 이상만 가입할 수 있어요. 만 14세 이상이면 체크해 주세요.')).toBeVisible()
  await expect(page.getByText('이용약관에 동의해 주세요.')).toHaveCount(0)
})
