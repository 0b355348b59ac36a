import * as MSG from '~/domain/messages'
import type { AlertAction } from './Alert'
import { Alert } from './Alert'

type Kind = 'blacklisted' | 'withdrawn' | 'signOut' | 'expired'

/**
 * Spec §8: a blacklisted member is told they were signed out to protect personal data (title 알림,
 * either button logs out and clears the auth cookie); a withdrawn member gets the withdrawn
 * message; a session that cannot continue gets the sign-out alert, which logs out and reloads;
 * a session that expired before the page leads to the login page.
 */
export function AccountAlert({ kind, here }: { kind: Kind; here: string }) {
  const logout = (label: string, next: string, primary = false): AlertAction => ({
    label,
    formAction: '/logout',
    formFields: { next },
    primary,
  })
  if (kind === 'blacklisted') {
    return (
      <Alert
        title={MSG.screen.notice}
        message={MSG.error.blacklisted}
        actions={[logout(MSG.screen.cancel, '/'), logout(MSG.screen.confirm, '/auth/signin', true)]}
      />
    )
  }
  if (kind === 'expired') {
    // The cookie is already cleared: the login page, and back here afterwards.
    return (
      <Alert
        title={MSG.screen.notice}
        message={MSG.error.sessionExpired}
        actions={[
          { label: MSG.screen.cancel, href: here },
          { label: MSG.auth.login, href: `/auth/signin?next=${encodeURIComponent(here)}`, primary: true },
        ]}
      />
    )
  }
  if (kind === 'withdrawn') {
    return <Alert title={MSG.screen.notice} message={MSG.error.withdrawnUser} actions={[logout(MSG.screen.confirm, '/', true)]} />
  }
  return <Alert title={MSG.screen.notice} message={MSG.error.signOut} actions={[logout(MSG.screen.confirm, here, true)]} />
}
