import * as MSG from '~/domain/messages'
import { GENDER_LABELS } from '~/domain/pet'
import type { Pet } from '~/domain/user.schema'

export function PetList({ pets }: { pets: Pet[] }) {
  if (pets.length === 0) return <p className="empty">{MSG.pet.none}</p>
  return (
    <ul className="pet-list">
      {pets.map((pet) => (
        <li key={pet.petId} className="pet-card">
          <span className="pet-card__avatar" aria-hidden="true">
            {pet.animalGroup1Id === 2 ? '🐱' : '🐶'}
          </span>
          <div>
            <p className="pet-card__name">
              {pet.name}
              {pet.isMain ? <span className="badge-inline">{MSG.pet.main}</span> : null}
            </p>
            <p className="pet-card__meta">
              {[
                pet.animalGroup2Name,
                pet.totalCount != null ? MSG.pet.age(pet.totalCount) : null,
                pet.genderCode ? GENDER_LABELS[pet.genderCode] : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
