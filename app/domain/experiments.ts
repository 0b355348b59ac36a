import type { ExperimentInfos } from './experiments.schema'

export type Experiments = Record<string, string>

export const EMPTY_EXPERIMENTS: ExperimentInfos = { functionInfos: [] }

/** A flag that the backend did not answer, or answered with nothing, is off (§4). */
export function variantOf(experiments: Experiments, key: string): string {
  return experiments[key] || 'off'
}

export function isOn(experiments: Experiments, key: string): boolean {
  return variantOf(experiments, key) === 'on'
}

const PRICE_VARIANTS = ['a', 'b', 'c', 'd', 'e', 'f']

/** §4: the price experiment accepts a to f, otherwise a; promotion a/b appends ",h", c/d ",g". */
export function priceVariant(price: string | null | undefined, promotion: string | null | undefined): string {
  const base = price && PRICE_VARIANTS.includes(price) ? price : 'a'
  if (promotion === 'a' || promotion === 'b') return `${base},h`
  if (promotion === 'c' || promotion === 'd') return `${base},g`
  return base
}

/** The flat `{ key: variant }` map the shop forwards to other backends. */
export function flattenExperiments(infos: ExperimentInfos): Experiments {
  const out: Experiments = {}
  for (const info of infos.functionInfos) out[info.key] = info.variant || 'off'
  out.price = priceVariant(infos.price?.variants, infos.promotionV2?.variants)
  return out
}

/** Experiments travel base64-encoded in a header (§7). */
export function encodeExperimentsHeader(experiments: Experiments): string {
  const json = JSON.stringify(experiments)
  return typeof Buffer !== 'undefined' ? Buffer.from(json, 'utf8').toString('base64') : btoa(json)
}
