import type { PolicySlug } from './titles'

/** A section of a policy: a heading (제n조 …), paragraphs, and an optional numbered list. */
export type PolicySection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] }

/** A policy as the pages render it; `effectiveDate` is YYYY-MM-DD. */
export type PolicyDocument = {
  slug: PolicySlug
  effectiveDate: string
  intro: string
  sections: readonly PolicySection[]
  /** 부칙 */
  closing: string
}
