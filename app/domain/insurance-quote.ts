import { parseWithZod } from '@conform-to/zod'
import { type QuotedPet, quoteAll } from '~/domain/insurance'
import { type InsurancePlan, ManualQuoteSchema, PetQuoteSchema } from '~/domain/insurance.schema'
import * as INFO_MSG from '~/domain/messages.info'
import type { Pet } from '~/domain/user.schema'

const E = INFO_MSG.insurance.errors

/**
 * The quote the insurance page was asked for with its GET forms: `?petId=` (one of the member's
 * pets) or `?animal=&breedSize=&age=` (anyone). Bad input is answered in the form it came from.
 */
export function readQuote(params: URLSearchParams, plans: readonly InsurancePlan[], pets: readonly Pet[] | null) {
  if (params.has('petId')) {
    const submission = parseWithZod(params, { schema: PetQuoteSchema })
    if (submission.status !== 'success') return { petResult: submission.reply(), failed: true as const }
    const pet = pets?.find((p) => p.petId === submission.value.petId)
    // Someone else's pet (or a guest's guess) is not on the member's list: nothing is revealed.
    if (!pet) return { petResult: submission.reply({ fieldErrors: { petId: [E.petNotFound] } }), failed: true as const }
    if (pet.totalCount === null || pet.totalCount === undefined)
      return { petResult: submission.reply({ fieldErrors: { petId: [E.petAgeUnknown] } }), failed: true as const }
    const quoted: QuotedPet = {
      petId: pet.petId,
      name: pet.name,
      animalGroup1Id: pet.animalGroup1Id,
      ageYears: pet.totalCount,
      breedSize: pet.animalGroup1Id === 1 ? (pet.breedSize ?? null) : null,
    }
    return { quote: { pet: quoted, results: quoteAll(plans, quoted) }, failed: false as const }
  }
  if (params.has('animal') || params.has('age')) {
    const submission = parseWithZod(params, { schema: ManualQuoteSchema })
    if (submission.status !== 'success') return { manualResult: submission.reply(), failed: true as const }
    const quoted: QuotedPet = { ...submission.value, petId: null, name: null }
    return { quote: { pet: quoted, results: quoteAll(plans, quoted) }, failed: false as const }
  }
  return { failed: false as const }
}
