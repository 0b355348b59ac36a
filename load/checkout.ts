/**
 * Buying: 바로 구매 on a product page, the order sheet (where half the attempts of a member with
 * 적립금 first use it: 전액 사용, or an amount typed and 적용, decision 044), 결제하기, the payment
 * stand-in's page and back through /v2/order/return, every redirect followed as a browser follows
 * it. Some attempts go wrong on purpose: 결제하기 in two tabs at once (two pending orders, both
 * approved), 결제 승인 double-clicked (the browser shows only the second answer), or the return
 * address opened again after the completion page (a reload). Each attempt ends with at most one
 * paid order, and a paid order is one the shopper was shown.
 */
import type { Page } from './browser'
import { button, type Form, findForm, pageMessage } from './forms'
import type { ShopperCtx } from './shopper'

export type CheckoutVariant = 'once' | 'two-tabs' | 'double-approve' | 'decline' | 'abandon'

const COMPLETE = /^\/v2\/order\/complete\/(\d+)$/
const COMPLETE_TITLE = '주문이 완료되었어요'

const approveForm = (page: Page, decision: 'approve' | 'decline'): Form =>
  findForm(page.html, (f) => f.fields.some(([name, value]) => name === 'decision' && value === decision), `결제 ${decision}`)

/** Where one approved or declined payment ended: its label, and the confirmation when it was one. */
function settle(ctx: ShopperCtx, page: Page, variant: CheckoutVariant): string {
  const complete = COMPLETE.exec(page.url.pathname)
  if (complete && page.status === 200 && page.html.includes(COMPLETE_TITLE)) {
    const orderKey = page.hops.find((hop) => hop.pathname === '/v2/order/return')?.searchParams.get('orderKey')
    if (!orderKey) {
      ctx.unexpected(`completion page of order ${complete[1]} reached without the return address`)
      return '예상 밖 unexpected'
    }
    ctx.ledger.orderConfirmations.push({ email: ctx.email, orderKey, orderId: Number(complete[1]), via: 'approve' })
    return '주문 완료 confirmed'
  }
  const where = page.url.pathname
  if (where === '/pay/checkout' && page.status === 410) return '결제 이미 처리 (두 번째 승인) second approve: 410'
  if (where === '/order-history') return `이미 주문됨 already placed: ${pageMessage(page.html) ?? '-'}`
  if (where === '/v2/order' || where === '/v2/cart') {
    const why = pageMessage(page.html) ?? '-'
    return variant === 'decline' ? `결제 거절 declined: ${why}` : `확정 거절 refused: ${why}`
  }
  ctx.unexpected(`payment ended at ${where} with ${page.status}`)
  return '예상 밖 unexpected'
}

/**
 * Goes to the payment page of one attempt; the key it shows is written down before anything else,
 * with what the sheet it came from said would be paid.
 */
function noteKey(ctx: ShopperCtx, page: Page, attempt: string, shown: SheetMoney): boolean {
  const key = page.url.pathname === '/pay/checkout' ? page.url.searchParams.get('key') : null
  if (!key || page.status !== 200) return false
  ctx.ledger.orderKeys.set(key, { email: ctx.email, attempt })
  ctx.ledger.sheets.set(key, shown)
  return true
}

export type SheetMoney = { points: number; total: number }

const amountOf = (text: string) => Number(text.replace(/<!--.*?-->/g, '').replace(/\D/g, ''))

/**
 * What the order sheet's summary says (app/ui/cart/CartSummary.tsx): 적립금 사용 (0 without the
 * line) and 결제 예정 금액. Null on a page without the summary.
 */
export function sheetMoney(html: string): SheetMoney | null {
  const total = /class="cart-summary__total"[^>]*>\s*<dt>[^<]*<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/s.exec(html)?.[1]
  if (total === undefined) return null
  const points = /<dt>적립금 사용<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/s.exec(html)?.[1]
  return { points: points === undefined ? 0 : amountOf(points), total: amountOf(total) }
}

/**
 * 적립금 on the sheet as a browser posts it: 전액 사용 (the hidden `pointsUsable` the sheet offered) or
 * an amount typed and 적용, then the sheet again. The sheet as it was when the field is closed
 * (under 1,000원), null when the shop did not answer with the sheet.
 */
async function spendPointsOnSheet(ctx: ShopperCtx, sheet: Page): Promise<Page | null> {
  const form = ctx.tryForm(sheet, (f) => f.method === 'post' && f.buttons.some((b) => b.value === 'allPoints'))
  const usable = Number(form?.fields.find(([name]) => name === 'pointsUsable')?.[1] ?? 0)
  if (!form || usable < 10) return sheet
  const all = ctx.chance(0.5)
  const amount = all ? usable : Math.max(10, Math.floor((usable * ctx.pick([0.1, 0.25, 0.5, 0.75])) / 10) * 10)
  if (all) ctx.ledger.points.allPoints++
  else ctx.ledger.points.typed++
  const page = all
    ? await ctx.browser.submit(sheet, form, 'points', {}, button(form, 'intent', 'allPoints'))
    : await ctx.browser.submit(sheet, form, 'points', { points: String(amount) }, button(form, 'intent', 'recalc'))
  if (page.url.pathname !== '/v2/order' || page.status !== 200) {
    ctx.unexpected(`적립금 ${amount} on the sheet ended at ${page.url.pathname} with ${page.status}`)
    return null
  }
  const shown = sheetMoney(page.html)?.points
  if (shown !== amount) ctx.unexpected(`asked for 적립금 ${amount}, the sheet shows 적립금 사용 ${shown ?? '(no summary)'}`)
  return page
}

export async function checkout(ctx: ShopperCtx, productPath: string, variant: CheckoutVariant): Promise<void> {
  const { browser, ledger } = ctx
  let page = await browser.get(productPath, 'product')
  const buy = page.status === 200 ? ctx.tryForm(page, (f) => f.buttons.some((b) => b.value === 'buy')) : null
  if (!buy) return ledger.count('품절 상품 sold-out product')
  const options = buy.choices.get('optionId') ?? []
  page = await browser.submit(
    page,
    buy,
    'buy',
    options.length > 0 ? { optionId: ctx.pick(options), quantity: '1' } : { quantity: '1' },
    button(buy, 'intent', 'buy'),
  )
  if (page.url.pathname !== '/v2/order') return ledger.count(`바로 구매 거절 buy refused: ${pageMessage(page.html) ?? page.url.pathname}`)

  const sheet = ctx.chance(0.5) ? await spendPointsOnSheet(ctx, page) : page
  if (!sheet) return ledger.count('적립금 적용 실패 points refused')
  const shown = sheetMoney(sheet.html)
  if (!shown) {
    ctx.unexpected(`the order sheet at ${sheet.url.pathname} has no summary`)
    return ledger.count('예상 밖 unexpected')
  }
  const pay = findForm(sheet.html, (f) => f.method === 'post' && f.buttons.some((b) => b.value === 'pay'), '주문서')
  const attempt = `${ctx.email}#${ctx.next()}`
  const payOnce = () => browser.submit(sheet, pay, 'pay', { agree: 'on' }, button(pay, 'intent', 'pay'))
  const payPages = variant === 'two-tabs' ? await Promise.all([payOnce(), payOnce()]) : [await payOnce()]
  if (variant === 'two-tabs') ledger.doubles.twoTabs++
  const opened = payPages.filter((p) => noteKey(ctx, p, attempt, shown))
  const stopped = payPages[0]
  if (opened.length === 0)
    return ledger.count(`결제하기 거절 pay refused: ${stopped?.url.pathname} ${stopped?.status} ${pageMessage(stopped?.html ?? '') ?? '-'}`)
  if (variant === 'abandon') return ledger.count('결제 창 닫음 abandoned at the payment page')

  const decision = variant === 'decline' ? 'decline' : 'approve'
  const decide = (p: Page) => {
    const form = approveForm(p, decision)
    if (variant !== 'double-approve') return browser.submit(p, form, decision, {}, form.buttons[0])
    ledger.doubles.approve++
    return browser.doubleSubmit(p, form, decision, {}, form.buttons[0], ctx.gap())
  }
  const results = await Promise.all(opened.map(decide))
  for (const result of results) ledger.count(settle(ctx, result, variant))

  // A reload of the return address (the browser's back and forward, a flaky network) answers the same order.
  const done = results.find((r) => COMPLETE.test(r.url.pathname))
  const returned = done?.hops.find((hop) => hop.pathname === '/v2/order/return')
  if (done && returned && ctx.chance(0.3)) {
    ledger.doubles.replay++
    const again = await browser.get(`${returned.pathname}${returned.search}`, 'replay')
    const id = COMPLETE.exec(again.url.pathname)?.[1]
    const orderKey = returned.searchParams.get('orderKey') ?? ''
    if (again.status === 200 && id) ledger.orderConfirmations.push({ email: ctx.email, orderKey, orderId: Number(id), via: 'replay' })
    else ctx.unexpected(`the replayed return ended at ${again.url.pathname} with ${again.status}`)
  }
}
