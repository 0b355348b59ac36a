import { useRouteLoaderData } from '@remix-run/react'
import { type ExperimentFlag, flagOn } from '~/domain/experiment-flags'

/** A function flag of this device, from the root loader's experiments (off when unknown). */
export function useFlag(flag: ExperimentFlag): boolean {
  return flagOn(useRouteLoaderData<{ experiments?: Record<string, string> }>('root')?.experiments, flag)
}
