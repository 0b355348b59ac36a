import { useNavigation } from '@remix-run/react'
import * as MSG from '~/domain/messages'

/** Spec §2 global loading indicator: a thin bar while a navigation or form submission is under way. */
export function GlobalLoading() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className="global-loading" role="progressbar" aria-label={MSG.screen.loading} aria-busy="true" />
}
