import { z } from 'zod'
import { acceptsNativeExperiment } from './bridge'
import { type ExperimentFlag, FLAG_NAMES } from './experiment-flags'
import type { Experiments } from './experiments'
import type { NativeApp } from './platform'

/**
 * What the app shell reports about itself through the bridge (spec §7 APP_VERSION, EXPERIMENT),
 * kept in a cookie so the server renders by it (decision 034). The user agent's marker is only the
 * first guess: a shell that reports its version is believed over it.
 */
const Version = z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/)
const Variant = z.enum(['on', 'off'])
export type NativeVariants = Partial<Record<ExperimentFlag, 'on' | 'off'>>

export const ShellValuesSchema = z.object({
  appVersion: Version.optional(),
  experiments: z.record(z.string(), Variant).optional(),
})
export type ShellValues = { appVersion?: string; experiments?: NativeVariants }

/** One bridge message's report: a version, or the shell's experiment assignments (any shape). */
export const ShellReportSchema = z.union([
  z.object({ appVersion: Version }).strict(),
  z.object({ experiments: z.record(z.string(), z.unknown()) }).strict(),
])

/**
 * The flags a shell may decide (spec §9's function flags, on or off). Anything else it names —
 * the price experiment, unknown keys, other values — is not the shell's to set and is dropped.
 */
export function nativeVariants(raw: Record<string, unknown>): NativeVariants {
  const out: NativeVariants = {}
  for (const flag of FLAG_NAMES) {
    const value = raw[flag]
    if (value === 'on' || value === 'off') out[flag] = value
  }
  return out
}

/** A stored cookie value, or nothing when it is not one of ours. */
export function readShellValues(raw: unknown): ShellValues | null {
  const parsed = ShellValuesSchema.safeParse(raw)
  if (!parsed.success) return null
  return { appVersion: parsed.data.appVersion, experiments: parsed.data.experiments ? nativeVariants(parsed.data.experiments) : undefined }
}

/** The app as the server should see it: the reported version ahead of the user agent's. */
export function reportedApp(fromUserAgent: NativeApp | null, values: ShellValues | null): NativeApp | null {
  if (!fromUserAgent) return null
  return values?.appVersion ? { ...fromUserAgent, version: values.appVersion } : fromUserAgent
}

/**
 * Spec §9: from app 2.8.6 the shell's own assignments take precedence over the web's for the
 * flags they name; below it (or on the web) the web's variants stand.
 */
export function withNativeExperiments(web: Experiments, native: NativeVariants | null | undefined, appVersion: string): Experiments {
  if (!native || Object.keys(native).length === 0 || !acceptsNativeExperiment(appVersion)) return web
  return { ...web, ...native }
}

/** Folds one report into what is kept; an EXPERIMENT the app's version may not send is refused. */
export function foldReport(
  kept: ShellValues | null,
  report: { appVersion: string } | { experiments: Record<string, unknown> },
  userAgentVersion: string,
): { values: ShellValues; applied: ExperimentFlag[]; refused: boolean } {
  const base: ShellValues = { ...kept }
  if ('appVersion' in report) return { values: { ...base, appVersion: report.appVersion }, applied: [], refused: false }
  const version = base.appVersion ?? userAgentVersion
  if (!acceptsNativeExperiment(version)) return { values: base, applied: [], refused: true }
  const variants = nativeVariants(report.experiments)
  return { values: { ...base, experiments: variants }, applied: Object.keys(variants) as ExperimentFlag[], refused: false }
}
