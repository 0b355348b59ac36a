/** The run's figures as Markdown tables, Korean and English side by side. */
import type { Ledger } from './ledger'
import type { Stats } from './stats'
import type { Verdict } from './verify'

type Figures = {
  shoppers: number
  seconds: number
  signupSeconds: number
  /** The shopping phase: its length and its requests (sign-up is apart). */
  elapsed: number
  shopping: number
  /** Cores the load generator itself used during shopping: on 2 cores it competes with the shop. */
  loadCpu: number
  stats: Stats
  ledger: Ledger
  verdict: Verdict
  violations: number
}

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}×${n}`)
    .join(' ') || '-'

export function figuresTable({
  shoppers,
  seconds,
  signupSeconds,
  elapsed,
  shopping,
  loadCpu,
  stats,
  ledger,
  verdict,
  violations,
}: Figures): string {
  const { orders, posts } = verdict
  const pages = ledger.orderConfirmations.length
  const statuses = stats.histogram()
  const rows: Array<[string, string | number]> = [
    ['쇼핑객 shoppers', shoppers],
    ['가입 sign-up phase (sign-up + address, all at once)', `${signupSeconds.toFixed(1)} s`],
    ['쇼핑 shopping phase', `${elapsed.toFixed(1)} s (new visits for ${seconds} s, then the open ones finish)`],
    ['요청 requests (all / shopping)', `${stats.samples.length} / ${shopping}`],
    ['초당 요청 req/s (shopping)', (shopping / elapsed).toFixed(1)],
    ['부하 생성기 CPU load generator', `${loadCpu.toFixed(2)} cores`],
    ['상태 statuses', list(statuses)],
    ['5xx', stats.serverErrors().length],
    ['응답 없음 no answer', stats.noAnswer().length],
    ['회원 가입 / DB members signed up / in DB', `${verdict.members.confirmed} / ${verdict.members.found}`],
    ['주문 확정 / DB orders confirmed / paid in DB', `${orders.confirmed} / ${orders.paidFound}`],
    ['완료 화면 completion pages (with replays)', pages],
    ['주문 키 order keys handed out', orders.keysHanded],
    ['미결제 pending (never paid)', orders.pending],
    ['실패 failed orders by reason', list(orders.failed)],
    ['이중 결제된 시도 attempts paid twice', orders.doubleAttemptsPaidTwice],
    [
      '품절 유도 재고 scarce stock (options: start → sold + left)',
      `${verdict.stock.options}: ${verdict.stock.started} → ${verdict.stock.sold} + ${verdict.stock.left}`,
    ],
    [
      '적립금·금액 장부 money check (decision 044): orders paid or cancelled / with 적립금, members / movements, sheets held',
      `${verdict.money.orders} / ${verdict.money.withPoints}, ${verdict.money.members} / ${verdict.money.movements}, ${verdict.money.sheets}`,
    ],
    [
      '적립금 사용 points on the sheet (members given / 원, 전액 사용, typed)',
      `${ledger.points.members} / ${ledger.points.granted.toLocaleString('ko-KR')}원, ×${ledger.points.allPoints}, ×${ledger.points.typed}`,
    ],
    ['글 확정 / DB posts confirmed / in DB', `${posts.confirmed} / ${posts.found}`],
    ['글 중복 duplicate posts', posts.duplicates],
    [
      '이중 제출 double-clicks, two tabs, replays',
      [
        `가입하기 sign-up ×${ledger.doubles.signup}`,
        `장바구니 담기 add ×${ledger.doubles.add}`,
        `결제하기 in two tabs ×${ledger.doubles.twoTabs}`,
        `결제 승인 approve ×${ledger.doubles.approve}`,
        `return replay ×${ledger.doubles.replay}`,
        `등록하기 publish ×${ledger.doubles.publish}`,
      ].join(', '),
    ],
    ['커뮤니티 숨김 community hidden (shoppers)', ledger.communityHidden],
    ['예상 밖 unexpected pages', ledger.unexpected.length],
    ['위반 violations', violations],
  ]
  return ['| 항목 figure | 값 value |', '| --- | --- |', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join('\n')
}

export function outcomesTable(ledger: Ledger): string {
  const rows = [...ledger.outcomes].sort(([, a], [, b]) => b - a)
  return ['| 결과 outcome (checkouts and posts) | 횟수 count |', '| --- | ---: |', ...rows.map(([label, n]) => `| ${label} | ${n} |`)].join(
    '\n',
  )
}

/** The money check's figures in a sentence, for the line that says the run passed (decision 044). */
export function moneyLine({ money }: Verdict): string {
  return `${money.orders} paid or cancelled orders add up (${money.withPoints} with 적립금), ${money.members} members' 적립금 ledgers balance (${money.movements} movements), ${money.sheets} orders hold what their sheet showed`
}
