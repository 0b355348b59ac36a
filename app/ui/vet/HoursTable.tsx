import * as VET_MSG from '~/domain/messages.vet'
import { hoursRows } from '~/domain/vet'
import type { Clinic } from '~/domain/vet.schema'

/** 평일 / 토요일 / 일요일 / 점심시간, and what a 24-hour centre's hours mean. */
export function HoursTable({ clinic }: { clinic: Clinic }) {
  return (
    <section className="vet-section" aria-labelledby="clinic-hours">
      <h2 id="clinic-hours" className="vet-section__title">
        {VET_MSG.clinic.hours}
      </h2>
      <dl className="hours">
        {hoursRows(clinic.hours).map((row) => (
          <div key={row.label} className="hours__row">
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      {clinic.is24h ? <p className="vet-note vet-note--strong">{VET_MSG.clinic.emergency}</p> : null}
      <p className="vet-note">{VET_MSG.clinic.holidays}</p>
    </section>
  )
}
