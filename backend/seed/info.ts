import { insertRows } from '../db/bulk'
import type { Queryable } from '../db/types'
import type { Random } from '../shared/random'
import { generateAdoption } from './adoption'
import type { ProductRow } from './catalog'
import { generateEvents } from './events'
import { insuranceRows } from './insurance'
import type { BannerRow } from './tabs'

/** The information pages (decision 015): events, insurance plans, shelters and their animals. */
export function generateInfo(random: Random, input: { banners: readonly BannerRow[]; products: readonly ProductRow[] }) {
  return {
    ...generateEvents(random, input.banners, input.products),
    insurance: insuranceRows(),
    adoption: generateAdoption(random),
  }
}

export type InfoSeed = ReturnType<typeof generateInfo>

/** After the catalogue, the banners and the coupon templates they reference. */
export async function insertInfo(tx: Queryable, info: InfoSeed): Promise<void> {
  await insertRows(tx, 'events', info.events)
  await insertRows(tx, 'event_products', info.eventProducts)
  await insertRows(tx, 'insurance_plans', info.insurance.plans)
  await insertRows(tx, 'insurance_coverages', info.insurance.coverages)
  await insertRows(tx, 'insurance_rates', info.insurance.rates)
  await insertRows(tx, 'shelters', info.adoption.shelters)
  await insertRows(tx, 'adoption_animals', info.adoption.animals)
}
