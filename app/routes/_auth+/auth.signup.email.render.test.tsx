import { Outlet } from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { INVITE_CODE_LENGTH } from '~/domain/invite-code'
import { silenceLayoutEffectWarning } from '../../../tests/fixtures/render'
import SignupEmail from './auth.signup.email'

silenceLayoutEffectWarning()

test('the invite code field takes a whole code: 10 characters, as the generator draws them (HANA2PET7K fits)', () => {
  const Stub = createRemixStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ id: 'page', path: 'auth/signup/email', Component: SignupEmail }] },
  ])
  const html = renderToString(
    <Stub initialEntries={['/auth/signup/email']} hydrationData={{ loaderData: { root: null, page: { next: '/' } } }} />,
  )
  const field = /<input[^>]*name="inviteCode"[^>]*>/.exec(html)?.[0] ?? ''
  expect(field).toContain(`maxLength="${INVITE_CODE_LENGTH}"`)
  expect(INVITE_CODE_LENGTH).toBe('HANA2PET7K'.length)
})

test('a friend’s 친구 초대 link starts the invite code field with their code', () => {
  const Stub = createRemixStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ id: 'page', path: 'auth/signup/email', Component: SignupEmail }] },
  ])
  const html = renderToString(
    <Stub
      initialEntries={['/auth/signup/email?inviteCode=HANA2PET7K']}
      hydrationData={{ loaderData: { root: null, page: { next: '/', inviteCode: 'HANA2PET7K' } } }}
    />,
  )
  expect(/<input[^>]*name="inviteCode"[^>]*>/.exec(html)?.[0]).toContain('value="HANA2PET7K"')
})
