/**
 * One simulated shopper: `enter` signs up (three in four are then given 적립금 through a test
 * hook) and adds an address (all shoppers at once, a launch-day burst); the function it answers
 * then keeps choosing what to do next (browse, search, put in the cart, buy, write a post) with a
 * short pause between pages until the deadline. A visit that has begun is finished after the
 * deadline, so no purchase is cut in half by the clock (an unfinished one would be a pending
 * order, which the check allows anyway).
 */
import { prng } from '../tests/support/prng'
import { addAddress, identity, signUp } from './account'
import { Browser, type Page, type Sample } from './browser'
import { type CheckoutVariant, checkout } from './checkout'
import { button, type Fill, type Form, pageMessage, parseForms } from './forms'
import type { Ledger } from './ledger'
import { writePost } from './posting'

export type ShopperOptions = {
  origin: string
  index: number
  runId: string
  runNumber: number
  thinkMs: number
  ledger: Ledger
  record: (sample: Sample) => void
  /** Products everyone wants: their stock runs out during the run, on purpose. */
  hotProducts: readonly string[]
  pictures: readonly File[]
  /** Behind a proxy: this shopper's own client address (X-Forwarded-For), so per-address limits apply per shopper. */
  clientAddress?: string
}

export type ShopperCtx = {
  browser: Browser
  ledger: Ledger
  email: string
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** A number for this shopper's next attempt (tokens, attempt ids). */
  next(): number
  /** The time between the two clicks of a double-click, 0–150 ms. */
  gap(): number
  tryForm(page: Page, test: (form: Form) => boolean): Form | null
  unexpected(what: string): void
}

const WORDS = ['사료', '간식', '장난감', '모래', '패드', '샴푸', '연어', '닭고기', '캣타워', '하네스', '영양제', '츄르']

const links = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[0].slice(6, -1)))]
const productLinks = (html: string) => links(html, /href="\/product\/detail\/\d+"/g)

export type Shopping = (deadline: number) => Promise<void>

export async function enter(o: ShopperOptions): Promise<Shopping> {
  const random = prng(o.runNumber * 1000 + o.index)
  const me = identity(o.runId, o.runNumber, o.index)
  const browser = new Browser(o.origin, o.record, o.clientAddress)
  let sequence = 0
  const ctx: ShopperCtx = {
    browser,
    ledger: o.ledger,
    email: me.email,
    pick: (items) => items[Math.floor(random() * items.length)] as (typeof items)[number],
    chance: (p) => random() < p,
    next: () => ++sequence,
    gap: () => Math.round(random() * 150),
    tryForm: (page, test) => parseForms(page.html).find(test) ?? null,
    unexpected: (what) => o.ledger.unexpected.push(`${me.email}: ${what}`),
  }

  const landing = await browser.get('/', 'home')
  const tabs = links(landing.html, /href="\/main\/tab\/\d+"/g)
  // One shopper in five double-clicks 가입하기.
  const doubleSignup = o.index % 5 === 4
  if (doubleSignup) o.ledger.doubles.signup++
  const signedUp = await signUp(browser, o.origin, me, doubleSignup ? ctx.gap() : null)
  if (signedUp !== 'signed up') o.ledger.count(signedUp)
  o.ledger.members.set(me.email, o.index)
  // Three members in four get 적립금 to spend, as an event would give it (decision 044).
  if (o.index % 4 !== 3) await grantPoints(o, me.email, 20_000 + (o.index % 5) * 10_000)
  await addAddress(browser, me, o.index)
  const community = await browser.get('/community', 'community')
  // communityVisible is off for one device in ten: that shopper cannot write, like a real one.
  const canWrite = community.status === 200
  if (!canWrite) o.ledger.communityHidden++
  const categoryPage = await browser.get('/category', 'category')
  const categories = links(categoryPage.html, /href="\/category\/[\d/]+"/g)
  const seen = new Set<string>(o.hotProducts)

  const product = () => (ctx.chance(0.3) ? ctx.pick(o.hotProducts) : ctx.pick([...seen]))
  const visits: Array<[number, () => Promise<void>]> = [
    [
      30,
      async () => {
        const home = await browser.get(tabs.length > 0 ? ctx.pick(tabs) : '/', 'home')
        for (const link of productLinks(home.html).slice(0, 20)) seen.add(link)
        const listing = await browser.get(ctx.pick(categories), 'category')
        const found = productLinks(listing.html)
        for (const link of found) seen.add(link)
        if (found.length > 0) await browser.get(ctx.pick(found), 'product')
      },
    ],
    [
      20,
      async () => {
        const results = await browser.get(
          `/search/${ctx.chance(0.5) ? 1 : 2}/result?${new URLSearchParams({ word: ctx.pick(WORDS) })}`,
          'search',
        )
        const found = productLinks(results.html)
        for (const link of found) seen.add(link)
        if (found.length > 0 && ctx.chance(0.5)) await browser.get(ctx.pick(found), 'product')
      },
    ],
    [
      15,
      async () => {
        const page = await browser.get(product(), 'product')
        const add = ctx.tryForm(page, (f) => f.buttons.some((b) => b.value === 'buy'))
        if (!add) return
        const options = add.choices.get('optionId') ?? []
        const fill: Fill = options.length > 0 ? { optionId: ctx.pick(options) } : {}
        // A double-clicked 장바구니 담기 adds twice (or stops at the stock): never an error.
        const double = ctx.chance(0.3)
        if (double) o.ledger.doubles.add++
        const submitter = button(add, 'intent', 'add')
        const answer = double
          ? await browser.doubleSubmit(page, add, 'add', fill, submitter, ctx.gap())
          : await browser.submit(page, add, 'add', fill, submitter)
        const refusal = pageMessage(answer.html)
        if (refusal) o.ledger.count(`담기 거절 add refused: ${refusal}`)
        await browser.get('/v2/cart', 'cart')
      },
    ],
    [25, () => checkout(ctx, product(), chooseVariant(random()))],
    [canWrite ? 10 : 0, () => writePost(ctx, o.pictures, ctx.chance(0.3))],
  ]
  const total = visits.reduce((sum, [weight]) => sum + weight, 0)
  return async (deadline) => {
    while (Date.now() < deadline) {
      const visit = weighted(visits, random() * total)
      try {
        await visit?.()
      } catch (error) {
        // A page without the form or link every answer of the shop should have; status errors are counted apart.
        ctx.unexpected(error instanceof Error ? error.message : String(error))
      }
      await new Promise((resolve) => setTimeout(resolve, random() * 2 * o.thinkMs))
    }
  }
}

/** An event lot of a year through the test hook (`/__test/points/grant`), as makeScarce sets stock. */
async function grantPoints(o: ShopperOptions, email: string, amount: number): Promise<void> {
  const answer = await fetch(`${o.origin}/__test/points/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, amount }),
  })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`granting ${amount} of 적립금 to ${email} answered ${answer.status}`)
  o.ledger.points.members++
  o.ledger.points.granted += amount
}

/** The entry whose share of the weights `roll` (0 ≤ roll < total) falls in. */
function weighted<T>(entries: ReadonlyArray<[number, T]>, roll: number): T | undefined {
  let left = roll
  for (const [weight, value] of entries) {
    if (left < weight) return value
    left -= weight
  }
  return entries[0]?.[1]
}

/** Most attempts pay once; the rest are the cases that make or break exactly-once. */
function chooseVariant(roll: number): CheckoutVariant {
  if (roll < 0.55) return 'once'
  if (roll < 0.7) return 'two-tabs'
  if (roll < 0.8) return 'double-approve'
  if (roll < 0.9) return 'decline'
  return 'abandon'
}
