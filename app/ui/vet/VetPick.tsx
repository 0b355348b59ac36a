import { Link } from '@remix-run/react'
import * as VET_MSG from '~/domain/messages.vet'
import type { Recommendations } from '~/domain/vet.schema'
import { ProductCard } from '../ProductCard'

type Pick = Recommendations['concerns'][number]['picks'][number]

/** A recommended product: the shop's product card, and under it the vet's word and clinic. */
export function VetPick({ pick }: { pick: Pick }) {
  return (
    <li className="vet-pick">
      <ProductCard product={pick.product} />
      <figure className="vet-pick__comment">
        <blockquote>{pick.comment}</blockquote>
        <figcaption>
          <Link to={`/vet/${pick.clinicId}`}>{VET_MSG.commerce.byVet(pick.vetName, pick.clinicName)}</Link>
        </figcaption>
      </figure>
    </li>
  )
}
