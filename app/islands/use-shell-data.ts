import { useRouteLoaderData } from '@remix-run/react'
import type { ShellData } from '~/domain/shell-data'

/** The root's shell data; undefined where the root has none (its own error boundary). */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<ShellData>('root')
}
