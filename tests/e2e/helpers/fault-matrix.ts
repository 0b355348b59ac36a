import type { FaultService } from '../../fault-proxy/faults'
import { FAULTS, type Fault, SCREEN } from './faults'

/**
 * What a page must be while one service is broken:
 * - `screen`: the §8 screen 오류가 발생했어요 with 재시도 and 뒤로가기, status by fault (SCREEN);
 * - `degraded`: 200, the page without the part the service gives (`shows` proves which);
 * - `not-found`: 404 with the not-found alert (a page that exists only when the service says so);
 * - `unaffected`: 200 and whole, the page does not use the service.
 */
export type During =
  | { kind: 'screen'; shows?: string[] }
  | { kind: 'degraded'; what: string; shows: string[] }
  | { kind: 'not-found'; what: string }
  | { kind: 'unaffected' }

export type PageCase = {
  /** `{productId}` is a product of category 11, found when the spec starts. */
  path: string
  during: During
  /** What the page shows when its services are healthy: proof it recovered. */
  healthy: string[]
}

export type ServiceRow = { service: FaultService; label: string; pages: PageCase[]; rules: string[] }

const PLACEHOLDER = 'data-testid="bottom-nav-placeholder"'
/** Five of them and no real bar (spec §2, §9 skeletons). */
export const FIVE_PLACEHOLDERS = `${PLACEHOLDER}×5`

const HOME: PageCase['healthy'] = ['class="home-header"', 'class="product-card']
const PRODUCT: PageCase['healthy'] = ['class="product-detail"', 'class="review-summary"']
const SEARCH_RESULT: PageCase['healthy'] = ['search-page--result', 'class="product-card']
const COMMUNITY: PageCase['healthy'] = ['class="community"', 'class="post-card"']

// The request client and the browser encode the word; the titles and the table keep it readable.
export const SEARCH_WORD_PATH = '/search/1/result?word=사료'

export const MATRIX: ServiceRow[] = [
  {
    service: 'bff',
    label: 'BFF',
    // The bar has no items while the BFF is out; with its experiments unknown every flag is off.
    rules: ['[R2.13]', '[R4.14]', '[R7.11]'],
    pages: [
      { path: '/main/tab/2', during: { kind: 'screen', shows: [FIVE_PLACEHOLDERS] }, healthy: HOME },
      { path: '/product/detail/{productId}', during: { kind: 'screen' }, healthy: PRODUCT },
      { path: '/category/11', during: { kind: 'screen' }, healthy: ['class="category-page"', 'class="product-card'] },
      {
        path: SEARCH_WORD_PATH,
        during: { kind: 'degraded', what: 'results, the bar as 5 placeholders', shows: [...SEARCH_RESULT, FIVE_PLACEHOLDERS] },
        healthy: SEARCH_RESULT,
      },
      // Back with the community once the BFF answers: a failed experiments call is not remembered.
      {
        path: '/community',
        during: { kind: 'not-found', what: 'not-found alert (every experiment off, so no community)' },
        healthy: COMMUNITY,
      },
    ],
  },
  {
    service: 'v2',
    label: 'V2',
    rules: [],
    pages: [
      { path: '/v2/cart', during: { kind: 'screen' }, healthy: ['class="cart-page"'] },
      { path: '/membership', during: { kind: 'screen' }, healthy: ['class="membership-page"'] },
      { path: '/main/tab/2', during: { kind: 'unaffected' }, healthy: HOME },
    ],
  },
  {
    service: 'community',
    label: 'community',
    rules: [],
    pages: [
      { path: '/community', during: { kind: 'screen' }, healthy: COMMUNITY },
      { path: '/main/tab/2', during: { kind: 'unaffected' }, healthy: HOME },
    ],
  },
  {
    service: 'search',
    label: 'search',
    rules: [],
    pages: [
      { path: SEARCH_WORD_PATH, during: { kind: 'screen' }, healthy: SEARCH_RESULT },
      { path: '/search/1', during: { kind: 'screen' }, healthy: ['class="search-page"', 'class="best-keywords"'] },
      { path: '/main/tab/2', during: { kind: 'unaffected' }, healthy: HOME },
    ],
  },
  {
    service: 'review',
    label: 'review',
    rules: [],
    pages: [
      {
        path: '/product/detail/{productId}',
        during: {
          kind: 'degraded',
          what: 'the product, 리뷰를 불러오지 못했어요',
          shows: ['class="product-detail"', '리뷰를 불러오지 못했어요. 잠시 후 다시 확인해 주세요.'],
        },
        healthy: PRODUCT,
      },
    ],
  },
]

export type Observed = { service: string; fault: Fault; path: string; status: number; outcome: string; ms: number }

// Only a held service's wait is worth showing: the others are the machine's noise.
const cell = (o: Observed | undefined) =>
  o ? `${o.status} ${o.outcome}${o.fault === 'slow' ? ` (${Math.round(o.ms / 1000)} s)` : ''}` : '–'

/** docs/fault-matrix.md from one run's observations: one row a page, one column a fault. */
export function matrixMarkdown(observed: readonly Observed[]): string {
  const rows = new Map<string, Map<Fault, Observed>>()
  for (const o of observed) {
    const key = `${o.service} | \`${o.path}\``
    if (!rows.has(key)) rows.set(key, new Map())
    rows.get(key)?.set(o.fault, o)
  }
  const table = [
    `| service | page | ${FAULTS.join(' | ')} | healthy again |`,
    `| --- | --- | ${FAULTS.map(() => '---').join(' | ')} | --- |`,
    ...[...rows].map(([key, byFault]) => `| ${key} | ${FAULTS.map((f) => cell(byFault.get(f))).join(' | ')} | 200, whole |`),
  ]
  const screens = FAULTS.map((f) => `| ${f} | ${SCREEN[f].status} | ${SCREEN[f].message} |`)
  return [
    '# Backend faults: what each page does',
    '',
    'Generated from a run of `tests/e2e/backend-faults.spec.ts` (`FAULT_MATRIX_MD=docs/fault-matrix.md E2E_PORT=3200 npx playwright test tests/e2e/backend-faults.spec.ts`).',
    'The fault proxy (`tests/fault-proxy/`) sits between a shop and the embedded backend and breaks one service at a time;',
    'the shop is never restarted. After each fault the service is made healthy and every page of its row answers 200 and',
    'whole again (the browser gets there by tapping 재시도), and `/healthz` answers 200 throughout, also while calls hang.',
    '',
    'Faults: **down** resets the connection; **slow** holds the answer 12 s, past the 10 s timeout; **500** answers',
    'HTTP 500 with an English JSON body; **garbage** answers 200 with malformed JSON; **shape** answers 200 with',
    '`{"unexpected":true}`.',
    '',
    '"오류 화면" is the §8 screen: 오류가 발생했어요, the line below, 재시도 and 뒤로가기; the title says 오류가 발생했어요 too.',
    '',
    '| fault | status | the line under 오류가 발생했어요 |',
    '| --- | --- | --- |',
    ...screens,
    '',
    ...table,
    '',
    'Times in brackets are how long the page took to answer in this run. A page that asks the slow service twice in a',
    'row waits twice: the home tab (experiments, then the tab frame) and the community (its handshake, then the feed).',
    'Every other page waits once, also for the bottom bar: when the experiments call has just failed, the bar is not asked for.',
    '',
    'With a member signed in, a V2 outage shows the 503 screen on `/order-history` and signs nobody out; 재시도 brings',
    'the orders back once V2 answers.',
    '',
  ].join('\n')
}
