import type { PublicThirdParty } from '~/domain/third-party'
import { useShellData } from './use-shell-data'

/** The configured third-party keys from the root loader (empty when none is configured). */
export function useThirdParty(): PublicThirdParty {
  return useShellData()?.thirdParty ?? {}
}
