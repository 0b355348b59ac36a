import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseScores = {
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>
  lcpMs: number
  cls: number
  tbtMs: number
  /** Audits that cost points, for the report: what to fix first. */
  failing: string[]
  /** Lighthouse's own failure to measure the page (its code), when it had one. */
  runtimeError?: string
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The flags the e2e tests use: no sandbox in containers, no traffic to the closed network.
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Lighthouse's default (mobile) settings: a mid-range phone's screen, 4× slower CPU and a slow
 * 4G network, simulated. Each page is a first visit with an empty cache; `cookie` picks the device.
 */
export async function lighthouseScores(urls: string[], cookie: string): Promise<LighthouseScores[]> {
  const results: LighthouseScores[] = []
  for (const url of urls) {
    // Lighthouse sometimes fails a page it measured fine a moment before (a runtime error such as
    // NO_FCP: every score 0): such a run is a failure of the tool, not the page, and is run again once.
    const first = await scoreOne(url, cookie)
    results.push(first.runtimeError ? await scoreOne(url, cookie) : first)
  }
  return results
}

/**
 * A fresh browser per page: reusing one, a page measured after the community feed came back with
 * no scores at all (Lighthouse reported no error), and a first visit is what is measured anyway.
 */
async function scoreOne(url: string, cookie: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      extraHeaders: { Cookie: cookie },
    })
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits, runtimeError } = runner.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    // Accessibility as Lighthouse weighs it, without `meta-viewport`: spec R2.21 fixes the
    // viewport with no user scaling, which that audit marks down on every page.
    const accessibility = () => {
      const refs = (categories.accessibility?.auditRefs ?? []).filter(
        (ref) => ref.id !== 'meta-viewport' && ref.weight > 0 && audits[ref.id]?.score != null,
      )
      const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
      return weight === 0 ? 0 : Math.round((refs.reduce((sum, ref) => sum + (audits[ref.id]?.score ?? 0) * ref.weight, 0) / weight) * 100)
    }
    const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000
    return {
      scores: {
        performance: score('performance'),
        accessibility: accessibility(),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: Math.round(numeric('total-blocking-time')),
      ...(runtimeError ? { runtimeError: runtimeError.code } : {}),
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => audit.id),
    }
  } finally {
    chrome.kill()
  }
}
