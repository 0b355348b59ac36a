import { type ExperimentFlag, flagOn } from '~/domain/experiment-flags'
import { useShellData } from '~/islands/use-shell-data'

/** A function flag of this device, from the root loader's experiments (off when unknown). */
export function useFlag(flag: ExperimentFlag): boolean {
  return flagOn(useShellData()?.experiments, flag)
}
