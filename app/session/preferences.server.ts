import { z } from 'zod'
import { cleanWords } from '~/domain/search-history'
import { lazyCookie } from './cookies.server'

/** What a shopper can close for a week: the bottom fixed banner, the sign-up toast, the push half-modal. */
export const DISMISSIBLE = ['appBanner', 'signupToast', 'pushSheet'] as const
export type Dismissible = (typeof DISMISSIBLE)[number]

const dismissedCookie = lazyCookie('pd_dismissed', () => ({ maxAge: 7 * 24 * 60 * 60 }))

const DismissedSchema = z.array(z.enum(DISMISSIBLE)).catch([])

export async function readDismissed(request: Request): Promise<Dismissible[]> {
  return DismissedSchema.parse(await dismissedCookie().parse(request.headers.get('cookie')))
}

export async function dismissHeader(request: Request, name: Dismissible) {
  const current = await readDismissed(request)
  const next = current.includes(name) ? current : [...current, name]
  return dismissedCookie().serialize(next)
}

/** "Similar to my pet" (spec §7): recommendations and registered counts from the member's pets. */
const similarPetCookie = lazyCookie('pd_similar_pet', () => ({ maxAge: 365 * 24 * 60 * 60 }))

export async function readSimilarPet(request: Request): Promise<boolean> {
  return (await similarPetCookie().parse(request.headers.get('cookie'))) === 'on'
}

export async function similarPetHeader(on: boolean) {
  return similarPetCookie().serialize(on ? 'on' : 'off')
}

/** Recently viewed product ids, remembered for the search home. */
const recentCookie = lazyCookie('pd_recent', () => ({ maxAge: 30 * 24 * 60 * 60 }))

const RecentSchema = z.array(z.number().int().positive()).max(20).catch([])

export async function readRecentlyViewed(request: Request): Promise<number[]> {
  return RecentSchema.parse(await recentCookie().parse(request.headers.get('cookie')))
}

export async function recentlyViewedHeader(ids: number[]) {
  return recentCookie().serialize(ids)
}

/** 최근 검색어 (decision 050): this device's last ten words, newest first, kept 30 days. */
const recentWordsCookie = lazyCookie('pd_recent_words', () => ({ maxAge: 30 * 24 * 60 * 60 }))

export async function readRecentWords(request: Request): Promise<string[]> {
  const value: unknown = await recentWordsCookie().parse(request.headers.get('cookie'))
  return Array.isArray(value) ? cleanWords(value) : []
}

export async function recentWordsHeader(words: readonly string[]) {
  return recentWordsCookie().serialize(cleanWords(words))
}
