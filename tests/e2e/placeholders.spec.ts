import { expect, test } from '@playwright/test'

for (const javaScriptEnabled of [false, true]) {
  test.describe(`sign-up form, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('[R5.8] shows the placeholders: example e-mail, invite code with 5,000원, digits without dashes, nickname 2~16, password', async ({
      page,
    }) => {
      await page.goto('/auth/signup/email')
      const placeholder = (label: string) => page.getByLabel(label, { exact: true }).getAttribute('placeholder')
      expect(await placeholder('이메일')).toMatch(/^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/)
      expect(await placeholder('초대 코드 (선택)')).toBe('초대 코드를 입력하고 5,000원 받으세요')
      expect(await placeholder('휴대폰 번호')).toBe("'-' 없이 숫자만 입력해 주세요")
      expect(await placeholder('닉네임')).toBe('2~16자로 입력해 주세요')
      expect(await placeholder('비밀번호')).toBe('비밀번호를 입력해 주세요')
    })
  })
}
