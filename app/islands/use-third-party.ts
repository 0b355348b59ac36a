import { useRouteLoaderData } from '@remix-run/react'
import type { PublicThirdParty } from '~/domain/third-party'

/** The configured third-party keys from the root loader (empty when none is configured). */
export function useThirdParty(): PublicThirdParty {
  return useRouteLoaderData<{ thirdParty?: PublicThirdParty }>('root')?.thirdParty ?? {}
}
