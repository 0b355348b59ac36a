import { Link, useLocation } from '@remix-run/react'
import { formatWon } from '~/domain/format'
import type { Quote, QuotedPet } from '~/domain/insurance'
import type { InsurancePlan } from '~/domain/insurance.schema'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { BREED_SIZE_LABELS } from '~/domain/pet'

const M = INFO_MSG.insurance

function unavailable(quote: Extract<Quote, { eligible: false }>, plan: InsurancePlan): string {
  if (quote.reason === 'TOO_YOUNG') return M.quote.tooYoung(plan.minJoinAge)
  if (quote.reason === 'TOO_OLD') return M.quote.tooOld(plan.maxJoinAge)
  return M.quote.notOffered
}

type Props = { pet: QuotedPet; results: Array<{ planId: number; quote: Quote }>; plans: readonly InsurancePlan[]; signedIn: boolean }

/** Each plan's monthly premium for the pet, and the way on: apply (a registered pet), register, or sign in. */
export function QuoteResults({ pet, results, plans, signedIn }: Props) {
  const animal = pet.animalGroup1Id === 1 ? `${MSG.pet.dog}${pet.breedSize ? ` (${BREED_SIZE_LABELS[pet.breedSize]})` : ''}` : MSG.pet.cat
  const bucket = results[0]?.quote.ageBucket
  // Back to this very quote after signing in.
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <section className="quote-results" aria-labelledby="quote-result-title" id="quote-result">
      <h3 id="quote-result-title">{pet.name ? M.quote.resultFor(pet.name) : M.quote.result}</h3>
      <p className="quote-results__pet">{M.quote.summary(animal, MSG.pet.age(pet.ageYears), bucket ? M.ageBucket[bucket] : '')}</p>
      <ul className="quote-list">
        {results.map(({ planId, quote }) => {
          const plan = plans.find((p) => p.planId === planId)
          if (!plan) return null
          return (
            <li key={planId} className="quote-row" aria-label={plan.name} data-eligible={quote.eligible || undefined}>
              <p className="quote-row__name">{plan.name}</p>
              {quote.eligible ? (
                <p className="quote-row__price">{M.quote.perMonth(formatWon(quote.monthlyPremium))}</p>
              ) : (
                <p className="quote-row__none">{unavailable(quote, plan)}</p>
              )}
              {quote.eligible && pet.petId !== null ? (
                <Link
                  to={`/insurance/apply?planId=${planId}&petId=${pet.petId}`}
                  className="button button--primary button--small"
                  aria-label={`${plan.name} ${M.quote.apply}`}
                >
                  {M.quote.apply}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
      {!signedIn ? (
        <Link to={`/auth/signin?next=${encodeURIComponent(here)}`} className="button button--block">
          {M.quote.login}
        </Link>
      ) : pet.petId === null ? (
        <p className="quote-results__next">
          {M.quote.registerFirst}{' '}
          <Link to="/pet/register?next=/insurance" className="text-link">
            {M.quote.registerPet}
          </Link>
        </p>
      ) : null}
      <p className="field__hint">{M.quote.disclaimer}</p>
    </section>
  )
}
