import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import type { Experiments } from './experiments'
import type { OsCode } from './platform'
import type { PublicThirdParty } from './third-party'

/**
 * The part of the root loader's answer that the shell's own pieces (ui/, islands/) read. They may
 * not import root.tsx (docs/architecture.md §3), so this one type stands between them: the root
 * loader's answer must satisfy it (root.tsx), and each piece reads it through `useShellData`
 * (islands/use-shell-data.ts) instead of typing its own guess of the root's data.
 */
export type ShellData = {
  osCode: OsCode
  appVersion: string
  isNativeApp: boolean
  experiments: Experiments
  thirdParty: PublicThirdParty
  /** remix-utils' honeypot: the fields' names and the sealed timestamp (ui/form/HoneypotFields.tsx). */
  honeypot: HoneypotInputProps
  /** Lines in the shopper's cart for every header's cart link; null when V2 could not say. */
  cartCount: number | null
  /** 찜 (decision 059): the member's kept products, for every heart on the page; empty for a guest. */
  wishedIds: number[]
  /** The shop's public origin (PUBLIC_URL): canonical and link-preview URLs are on it (decision 060). */
  publicUrl: string
}
