import { expect, test } from 'vitest'
import { renderInRoute as render, silenceLayoutEffectWarning } from '../../tests/fixtures/render'
import { AccountAlert } from './AccountAlert'
import { Alert } from './Alert'
import { BottomFixedBanner, SignupToast } from './Banners'
import { BottomNav, BottomNavSkeleton } from './BottomNav'
import { BottomSheet } from './BottomSheet'
import { ToastWrapper } from './Toast'

silenceLayoutEffectWarning()

const items = [
  { type: 'home', title: '홈', linkUrl: '/main/tab/2', imageUrl: '/i/home.svg', activeImageUrl: '/i/home-on.svg' },
  { type: 'search', title: '검색', linkUrl: '/search', imageUrl: '/i/search.svg', activeImageUrl: '/i/search-on.svg' },
] as const

test('[R2.13] [R9.10] until its items load the bar shows five placeholders', () => {
  const html = render(<BottomNav items={null} productGroup1Id={1} active={null} />)
  expect(html.match(/data-testid="bottom-nav-placeholder"/g)).toHaveLength(5)
  expect(html).toContain('aria-busy="true"')
  expect(render(<BottomNav items={[]} productGroup1Id={1} active={null} />)).toContain('bottom-nav-placeholder')
})

test('[R2.14] the bar can be hidden and can show a divider', () => {
  expect(render(<BottomNav items={[...items]} productGroup1Id={1} active="home" hidden />)).not.toContain('bottom-nav')
  expect(render(<BottomNav items={[...items]} productGroup1Id={1} active="home" divider />)).toContain('data-divider="true"')
  expect(render(<BottomNav items={[...items]} productGroup1Id={1} active="home" />)).not.toContain('data-divider')
  expect(render(<BottomNavSkeleton divider />)).toContain('data-divider="true"')
})

test('[R2.12] the active item is marked for assistive technology and shows its active image', () => {
  const html = render(<BottomNav items={[...items]} productGroup1Id={2} active="search" />)
  const current = html.match(/<a[^>]*aria-current="page"[^>]*>/g) ?? []
  expect(current).toHaveLength(1)
  expect(current[0]).toContain('href="/search/2"')
  expect(html).toContain('src="/i/search-on.svg"')
  expect(html).toContain('src="/i/home.svg"')
})

test('[R2.19] alert and alert v2: a modal dialog with its title, message and actions', () => {
  const v1 = render(<Alert title="알림" message="확인해 주세요" actions={[{ label: '확인', href: '/', primary: true }]} />)
  expect(v1).toContain('role="alertdialog"')
  expect(v1).toContain('aria-modal="true"')
  expect(v1).toMatch(/<h2[^>]*>알림<\/h2>/)
  expect(v1).not.toContain('alert--v2')
  const v2 = render(
    <Alert
      version={2}
      icon="🐾"
      message="로그아웃할까요?"
      actions={[{ label: '취소' }, { label: '로그아웃', formAction: '/logout', primary: true }]}
    />,
  )
  expect(v2).toContain('alert alert--v2')
  expect(v2).toContain('alert__icon')
  // A state-changing action is a real POST form, so it works without JavaScript.
  expect(v2).toMatch(/<form method="post" action="\/logout"><button type="submit"[^>]*>로그아웃<\/button><\/form>/)
})

test('[R2.19] the toast wrapper announces a toast politely and is empty without one', () => {
  expect(render(<ToastWrapper toast={{ message: '담았어요', tone: 'success' }} />)).toMatch(/role="status" data-tone="success">담았어요</)
  expect(render(<ToastWrapper toast={null} />)).not.toContain('role="status"')
})

test('[R2.19] the bottom sheet is a labelled dialog that closes with a plain link', () => {
  const html = render(
    <BottomSheet title="알림 받기" closeHref="/main/tab/2">
      <p>내용</p>
    </BottomSheet>,
  )
  expect(html).toContain('role="dialog"')
  expect(html).toMatch(/aria-label="닫기"[^>]*href="\/main\/tab\/2"|href="\/main\/tab\/2"[^>]*aria-label="닫기"/)
  expect(html).toContain('<p>내용</p>')
})

test('[R2.19] the bottom fixed banner and the sign-up toast close through a form post', () => {
  for (const html of [render(<BottomFixedBanner redirectTo="/main/tab/3" />), render(<SignupToast redirectTo="/main/tab/3" />)]) {
    expect(html).toMatch(/<form method="post" action="\/preferences\/dismiss"/)
    expect(html).toContain('name="redirectTo" value="/main/tab/3"')
  }
  expect(render(<SignupToast redirectTo="/main/tab/3" />)).toContain('href="/auth/signin?next=%2Fmain%2Ftab%2F3"')
})

test('an expired session leads to the login page, and back here afterwards', () => {
  const html = render(<AccountAlert kind="expired" here="/category/11?sort=NEWEST" />)
  expect(html).toContain('로그인이 만료되었어요. 다시 로그인해 주세요.')
  expect(html).toContain('href="/auth/signin?next=%2Fcategory%2F11%3Fsort%3DNEWEST"')
})

test('[R8.5] a sign-out error is the alert that logs out and comes back to this page', () => {
  const html = render(<AccountAlert kind="signOut" here="/main/tab/3" />)
  expect(html).toContain('로그인 정보가 만료되어 로그아웃되었어요. 다시 로그인해 주세요.')
  expect(html).toMatch(/<form [^>]*action="\/logout"/)
  expect(html).toMatch(/<input [^>]*name="next" [^>]*value="\/main\/tab\/3"|<input [^>]*value="\/main\/tab\/3" [^>]*name="next"/)
})

test('a toast with an action offers its link (장바구니 보기 after 장바구니에 담았어요)', () => {
  const html = render(
    <ToastWrapper toast={{ message: '장바구니에 담았어요.', tone: 'success', action: { label: '장바구니 보기', href: '/v2/cart' } }} />,
  )
  expect(html).toContain('<span>장바구니에 담았어요.</span>')
  expect(html).toMatch(/<a [^>]*href="\/v2\/cart"[^>]*>장바구니 보기<\/a>/)
})
