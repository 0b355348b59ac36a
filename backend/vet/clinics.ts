import type { Queryable } from '../db/types'
import { type Hours, minutesToTime, type Span } from './slots'

type TimeSpan = { open: string; close: string } | null

/** Contract `Clinic` (BFF, camelCase). */
export type Clinic = {
  clinicId: number
  name: string
  district: string
  address: string
  phone: string
  directorName: string
  description: string
  specialities: string[]
  treatsDogs: boolean
  treatsCats: boolean
  is24h: boolean
  isNight: boolean
  hours: { weekday: TimeSpan; saturday: TimeSpan; sunday: TimeSpan; lunch: TimeSpan }
}

type ClinicRow = Omit<Clinic, 'hours'> & {
  weekdayOpen: number | null
  weekdayClose: number | null
  saturdayOpen: number | null
  saturdayClose: number | null
  sundayOpen: number | null
  sundayClose: number | null
  lunchStart: number | null
  lunchEnd: number | null
}

const COLUMNS = /* sql */ `
  clinic_id as "clinicId", name, district, address, phone, director_name as "directorName", description,
  specialities, treats_dogs as "treatsDogs", treats_cats as "treatsCats", is_24h as "is24h", is_night as "isNight",
  weekday_open as "weekdayOpen", weekday_close as "weekdayClose", saturday_open as "saturdayOpen",
  saturday_close as "saturdayClose", sunday_open as "sundayOpen", sunday_close as "sundayClose",
  lunch_start as "lunchStart", lunch_end as "lunchEnd"`

const span = (open: number | null, close: number | null): Span => (open === null || close === null ? null : { open, close })

/** The minutes the slots are made from. */
export function hoursOf(row: ClinicRow): Hours {
  return {
    weekday: span(row.weekdayOpen, row.weekdayClose),
    saturday: span(row.saturdayOpen, row.saturdayClose),
    sunday: span(row.sundayOpen, row.sundayClose),
    lunch: span(row.lunchStart, row.lunchEnd),
  }
}

const asTimes = (s: Span): TimeSpan => (s ? { open: minutesToTime(s.open), close: minutesToTime(s.close) } : null)

function toClinic(row: ClinicRow): Clinic {
  const { weekdayOpen, weekdayClose, saturdayOpen, saturdayClose, sundayOpen, sundayClose, lunchStart, lunchEnd, ...clinic } = row
  const h = hoursOf(row)
  return {
    ...clinic,
    hours: { weekday: asTimes(h.weekday), saturday: asTimes(h.saturday), sunday: asTimes(h.sunday), lunch: asTimes(h.lunch) },
  }
}

export type ClinicFilter = { district?: string | undefined; animal?: 1 | 2 | undefined }

/** Clinics of a district and for an animal (both optional), in a stable order. */
export async function listClinics(db: Queryable, filter: ClinicFilter): Promise<Clinic[]> {
  const rows = await db.query<ClinicRow>(
    `select ${COLUMNS} from vet_clinics
      where ($1::text is null or district = $1)
        and ($2::int is null or ($2 = 1 and treats_dogs) or ($2 = 2 and treats_cats))
      order by clinic_id`,
    [filter.district ?? null, filter.animal ?? null],
  )
  return rows.map(toClinic)
}

/** Every district with how many clinics it has, for the filter chips. */
export async function listDistricts(db: Queryable): Promise<{ district: string; count: number }[]> {
  return db.query('select district, count(*)::int as count from vet_clinics group by district order by min(clinic_id)')
}

/** One clinic with the hours its slots come from; null when unknown. */
export async function findClinic(db: Queryable, clinicId: number): Promise<{ clinic: Clinic; hours: Hours } | null> {
  const [row] = await db.query<ClinicRow>(`select ${COLUMNS} from vet_clinics where clinic_id = $1`, [clinicId])
  return row ? { clinic: toClinic(row), hours: hoursOf(row) } : null
}
