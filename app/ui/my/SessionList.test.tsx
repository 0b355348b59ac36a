import { expect, test } from 'vitest'
import { renderInRoute, silenceLayoutEffectWarning } from '../../../tests/fixtures/render'
import { SessionList, type SessionRow } from './SessionList'

silenceLayoutEffectWarning()

const row = (id: string, current: boolean, device = '아이폰 · 모바일 웹'): SessionRow => ({
  id,
  device,
  signedIn: '11월 24일 (화) 오후 4:10',
  lastSeen: '11월 24일 (화) 오후 4:12',
  current,
})

test('only this device: 이 기기에만 로그인되어 있어요, and no 다른 기기에서 로그아웃 button (decision 049)', () => {
  const html = renderInRoute(<SessionList sessions={[row('a', true)]} />)
  expect(html).toContain('이 기기에만 로그인되어 있어요.')
  expect(html).not.toContain('<button')
})

test('other devices: 다른 기기에서 로그아웃 is a styled button of a plain form', () => {
  const html = renderInRoute(<SessionList sessions={[row('a', true), row('b', false, '안드로이드 · 앱')]} />)
  const button = /<button[^>]*>다른 기기에서 로그아웃<\/button>/.exec(html)?.[0] ?? ''
  expect(button).toContain('class="button button--secondary"')
  expect(button).toContain('value="end-others"')
  expect(html).toContain('action="/my/information/sessions"')
  expect(html).not.toContain('이 기기에만 로그인되어 있어요.')
})
