import { MEMBERSHIP } from './membership'
import { COMMUNITY, E_FINANCE, LOCATION, MARKETING } from './others'
import { PRIVACY } from './privacy'
import { TERMS } from './terms'
import { POLICY_SLUGS, POLICY_TITLES, type PolicySlug } from './titles'
import type { PolicyDocument } from './types'

/**
 * Every policy, for the server: the pages' loaders read them, so the documents reach the
 * browser as HTML and never as part of a script.
 */
const DOCUMENTS: Record<PolicySlug, PolicyDocument> = {
  terms: TERMS,
  privacy: PRIVACY,
  location: LOCATION,
  'e-finance': E_FINANCE,
  marketing: MARKETING,
  community: COMMUNITY,
  membership: MEMBERSHIP,
}

export function policyDocument(slug: PolicySlug): PolicyDocument & { title: string } {
  return { ...DOCUMENTS[slug], title: POLICY_TITLES[slug] }
}

/** The index: title and effective date of each, in the order of POLICY_SLUGS. */
export function policyIndex() {
  return POLICY_SLUGS.map((slug) => ({ slug, title: POLICY_TITLES[slug], effectiveDate: DOCUMENTS[slug].effectiveDate }))
}
