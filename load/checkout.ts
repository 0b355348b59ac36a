/**
 * Buying: 바로 구매 on a product page, the order sheet, 결제하기, the payment stand-in's page and
 * back through /v2/order/return, every redirect followed as a browser follows it. Some attempts
 * go wrong on purpose: 결제하기 in two tabs at once (two pending orders, both approved), 결제 승인
 * double-clicked (the browser shows only the second answer), or the return address opened again
 * after the completion page (a reload). Each attempt ends with at most one paid order, and a paid
 * order is one the shopper was shown.
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

/** Goes to the payment page of one attempt; the key it shows is written down before anything else. */
function noteKey(ctx: ShopperCtx, page: Page, attempt: string): boolean {
  const key = page.url.pathname === '/pay/checkout' ? page.url.searchParams.get('key') : null
  if (!key || page.status !== 200) return false
  ctx.ledger.orderKeys.set(key, { email: ctx.email, attempt })
  return true
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

  const sheet = page
  const pay = findForm(sheet.html, (f) => f.method === 'post' && f.buttons.some((b) => b.value === 'pay'), '주문서')
  const attempt = `${ctx.email}#${ctx.next()}`
  const payOnce = () => browser.submit(sheet, pay, 'pay', { agree: 'on' }, button(pay, 'intent', 'pay'))
  const payPages = variant === 'two-tabs' ? await Promise.all([payOnce(), payOnce()]) : [await payOnce()]
  if (variant === 'two-tabs') ledger.doubles.twoTabs++
  const opened = payPages.filter((p) => noteKey(ctx, p, attempt))
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
