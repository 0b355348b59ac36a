import { Link } from '@remix-run/react'
import * as VET_MSG from '~/domain/messages.vet'
import { animalsLabel, clinicBadges } from '~/domain/vet'
import type { Clinic } from '~/domain/vet.schema'

/** A clinic in the listing: name, badges, district and address, what it sees, its specialities. */
export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const badges = clinicBadges(clinic)
  return (
    <li className="clinic-card">
      <Link to={`/vet/${clinic.clinicId}`} className="clinic-card__link">
        <h2 className="clinic-card__name">{clinic.name}</h2>
        {badges.length > 0 ? (
          <p className="clinic-badges">
            {badges.map((badge) => (
              <span key={badge} className="clinic-badge">
                {badge}
              </span>
            ))}
          </p>
        ) : null}
        <p className="clinic-card__address">{clinic.address}</p>
        <p className="clinic-card__meta">
          <span className="sr-only">{VET_MSG.clinic.animals} </span>
          {animalsLabel(clinic)} · {clinic.specialities.slice(0, 3).join(', ')}
        </p>
      </Link>
    </li>
  )
}
