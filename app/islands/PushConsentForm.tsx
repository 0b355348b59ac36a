import { Form, useSubmit } from '@remix-run/react'
import type { FormEvent, ReactNode } from 'react'
import { canCheckNotificationSetting } from '~/domain/push'
import { postToNative, requestFromNative } from './native-bridge.client'
import { useShellData } from './use-shell-data'

type Props = {
  intent: 'push' | 'night' | 'consent' | 'later'
  agree?: boolean
  redirectTo: string
  className?: string
  children: ReactNode
}
/**
 * One push-consent POST to /my/push. Inside the apps that can (spec §5: Android 2.9.6, iOS 2.9.8),
 * turning consent on first asks the shell whether the phone lets the app notify, and opens the
 * phone's setting when it does not; the consent itself is sent either way.
 */
export function PushConsentForm({ intent, agree, redirectTo, className, children }: Props) {
  const root = useShellData()
  const submit = useSubmit()
  const app =
    root?.osCode === 'A' || root?.osCode === 'I'
      ? { os: root.osCode === 'A' ? ('android' as const) : ('ios' as const), version: root.appVersion ?? '0.0.0' }
      : null
  const turningOn = intent === 'consent' || (intent !== 'later' && agree === true)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!turningOn || !canCheckNotificationSetting(app)) return
    event.preventDefault()
    const form = event.currentTarget
    const answer = await requestFromNative('CHECK_APP_NOTIFICATION_SETTING')
    if (answer?.data?.enabled === false) postToNative('OPEN_APP_NOTIFICATION_SETTING')
    submit(form, { method: 'post', action: '/my/push', preventScrollReset: true })
  }
  return (
    <Form method="post" action="/my/push" className={className} onSubmit={(event) => void onSubmit(event)} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {agree === undefined ? null : <input type="hidden" name="agree" value={String(agree)} />}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </Form>
  )
}
