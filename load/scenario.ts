/**
 * The load scenario itself, shared by `npm run load` (one shop) and `npm run load:cluster` (two
 * nodes behind nginx): the scarce product, every shopper signing up at once, then shopping until
 * the deadline. `origin` is wherever the shoppers go (the shop, or the balancer in front of it).
 */
import sharp from 'sharp'
import { Ledger } from './ledger'
import { enter } from './shopper'
import { Stats } from './stats'

export type ScenarioOptions = {
  origin: string
  shoppers: number
  seconds: number
  thinkMs: number
  /** Behind a proxy: shopper `index`'s client address (X-Forwarded-For); unset, none is sent. */
  clientAddress?: (index: number) => string
  /** Called when shopping starts (after sign-up), with the time it started. */
  onShopping?: (started: number) => void
}

export type ScenarioResult = {
  runId: string
  stats: Stats
  ledger: Ledger
  signupSeconds: number
  /** The shopping phase: its length, its requests, the cores the load generator itself used. */
  elapsed: number
  shopping: number
  loadCpu: number
}

const SCARCE_STOCK = 3

/** Two small pictures in different colours; the service re-encodes every upload to webp. */
async function pictures(): Promise<File[]> {
  const make = async (r: number, g: number, b: number, name: string) => {
    const bytes = await sharp({ create: { width: 320, height: 320, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer()
    return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
  }
  return Promise.all([make(240, 180, 120, 'walk.png'), make(120, 180, 240, 'snack.png')])
}

/**
 * The first hot product gets a few units per option (test hook), so that shoppers race for the
 * last ones: sold-out refusals happen under load and overselling would show.
 */
async function makeScarce(origin: string, productPath: string, ledger: Ledger): Promise<void> {
  const page = await (await fetch(`${origin}${productPath}`)).text()
  const options = [...new Set([...page.matchAll(/name="optionId"[^>]*value="(\d+)"/g)].map((m) => Number(m[1])))]
  for (const optionId of options) {
    const answer = await fetch(`${origin}/__test/products/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ option_id: optionId, stock: SCARCE_STOCK }),
    })
    if (!answer.ok) throw new Error(`setting the stock of option ${optionId} answered ${answer.status}`)
    ledger.scarce.set(optionId, SCARCE_STOCK)
  }
}

export async function runScenario(o: ScenarioOptions, stats = new Stats(), ledger = new Ledger()): Promise<ScenarioResult> {
  const runNumber = Date.now()
  const runId = runNumber.toString(36).slice(-6)
  const listing = await (await fetch(`${o.origin}/category/11`)).text()
  const hotProducts = [...new Set([...listing.matchAll(/\/product\/detail\/\d+/g)].map((m) => m[0]))].slice(0, 4)
  if (hotProducts.length === 0) throw new Error('no product found on /category/11')
  const files = await pictures()
  await makeScarce(o.origin, hotProducts[0] as string, ledger)

  // Phase 1: every shopper signs up and adds an address at once.
  const entering = Date.now()
  const options = { origin: o.origin, runId, runNumber, thinkMs: o.thinkMs, ledger, record: stats.record, hotProducts, pictures: files }
  const stop = (index: number) => (error: unknown) => {
    ledger.unexpected.push(`shopper ${index} stopped: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
  const entered = await Promise.all(
    Array.from({ length: o.shoppers }, (_, index) =>
      enter({ ...options, index, clientAddress: o.clientAddress?.(index) }).catch(stop(index)),
    ),
  )
  const signupSeconds = (Date.now() - entering) / 1000
  console.log(`  ${entered.filter(Boolean).length} members signed up with an address in ${signupSeconds.toFixed(1)} s`)

  // Phase 2: shopping until the deadline; the visits under way finish.
  const started = Date.now()
  o.onShopping?.(started)
  const firstShoppingSample = stats.samples.length
  const cpuBefore = process.cpuUsage()
  const progress = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000)
    console.log(
      `  ${seconds} s: ${stats.samples.length} requests, ${stats.serverErrors().length} 5xx, ${ledger.orderConfirmations.length} completion pages, ${ledger.postConfirmations.length} posts`,
    )
  }, 10_000)
  try {
    await Promise.all(entered.map((shop, index) => shop?.(started + o.seconds * 1000).catch(stop(index))))
  } finally {
    clearInterval(progress)
  }
  const elapsed = (Date.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  return {
    runId,
    stats,
    ledger,
    signupSeconds,
    elapsed,
    shopping: stats.samples.length - firstShoppingSample,
    loadCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
  }
}
