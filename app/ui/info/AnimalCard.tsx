import { Link } from '@remix-run/react'
import type { AdoptionAnimal } from '~/domain/adoption.schema'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'

const M = INFO_MSG.adoption

/** "말티즈 · 여아 · 2살 (추정)" */
export function animalFacts(animal: AdoptionAnimal): string {
  return [animal.breedName, MSG.pet.gender[animal.genderCode], M.age(animal.ageMonths)].join(' · ')
}

export function AnimalCard({ animal }: { animal: AdoptionAnimal }) {
  return (
    <li className="animal-card" data-status={animal.status}>
      <Link to={`/adoption/${animal.animalId}`} className="animal-card__link" aria-label={`${animal.name} ${M.status[animal.status]}`}>
        <img src={animal.imageUrl} alt="" width={200} height={200} loading="lazy" className="animal-card__image" />
        <span className="record-status" data-status={animal.status}>
          {M.status[animal.status]}
        </span>
        <p className="animal-card__name">{animal.name}</p>
        <p className="animal-card__facts">{animalFacts(animal)}</p>
        <p className="animal-card__shelter">{animal.shelter.region}</p>
      </Link>
    </li>
  )
}
