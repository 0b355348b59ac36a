import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from '~/config.server'

/** Promotions a shopper can close for a week (the bottom fixed banner and the sign-up toast). */
export const DISMISSIBLE = ['appBanner', 'signupToast'] as const
export type Dismissible = (typeof DISMISSIBLE)[number]

let cookie: ReturnType<typeof createCookie> | undefined
function dismissedCookie() {
  cookie ??= createCookie('pd_dismissed', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
    maxAge: 7 * 24 * 60 * 60,
  })
  return cookie
}

const DismissedSchema = z.array(z.enum(DISMISSIBLE)).catch([])

export async function readDismissed(request: Request): Promise<Dismissible[]> {
  return DismissedSchema.parse(await dismissedCookie().parse(request.headers.get('cookie')))
}

export async function dismissHeader(request: Request, name: Dismissible) {
  const current = await readDismissed(request)
  const next = current.includes(name) ? current : [...current, name]
  return dismissedCookie().serialize(next)
}

let similar: ReturnType<typeof createCookie> | undefined
/** "Similar to my pet" (spec §7): recommendations and registered counts from the member's pets. */
function similarPetCookie() {
  similar ??= createCookie('pd_similar_pet', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
    maxAge: 365 * 24 * 60 * 60,
  })
  return similar
}

export async function readSimilarPet(request: Request): Promise<boolean> {
  return (await similarPetCookie().parse(request.headers.get('cookie'))) === 'on'
}

export async function similarPetHeader(on: boolean) {
  return similarPetCookie().serialize(on ? 'on' : 'off')
}

let recent: ReturnType<typeof createCookie> | undefined
/** Recently viewed product ids (issue 4: remembered for the search home). */
function recentCookie() {
  recent ??= createCookie('pd_recent', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
    maxAge: 30 * 24 * 60 * 60,
  })
  return recent
}

const RecentSchema = z.array(z.number().int().positive()).max(20).catch([])

export async function readRecentlyViewed(request: Request): Promise<number[]> {
  return RecentSchema.parse(await recentCookie().parse(request.headers.get('cookie')))
}

export async function recentlyViewedHeader(ids: number[]) {
  return recentCookie().serialize(ids)
}
