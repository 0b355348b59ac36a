import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react'
import { useShellData } from '~/islands/use-shell-data'

/**
 * remix-utils' honeypot fields for a sign-in or sign-up form, with the names and the sealed
 * timestamp the root's data carries. The provider sits here rather than around every page, so
 * only the pages with such a form download remix-utils' honeypot (the 100 kB budget, decision 040).
 */
export function HoneypotFields() {
  const data = useShellData()
  return (
    <HoneypotProvider {...data?.honeypot}>
      <HoneypotInputs />
    </HoneypotProvider>
  )
}
