import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { fillCart, pay, pickOptions, prepare, shopper, v2Call } from './commerce-helpers'
import { postForm, startTestBackend } from './helpers'

let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

async function pendingOrder(userId: number, returnUrl = '/order/complete') {
  const { token, addressId } = await shopper(backend, userId)
  const [a] = await pickOptions(backend, { skip: 300 + userId })
  if (!a) throw new Error('no option')
  const ids = await fillCart(backend, token, [{ option_id: a.option_id }])
  const prepared = await prepare(backend, token, ids, { address_id: addressId, payment_method: 'BANK_TRANSFER', return_url: returnUrl })
  return { token, option: a, orderKey: prepared.body.order_key as string, amount: prepared.body.amount as number }
}

describe('the payment stand-in', () => {
  it('shows the amount and method with 결제 승인 and 결제 거절 as plain forms, in Korean, without script', async () => {
    const { orderKey, amount } = await pendingOrder(90)
    const page = await fetch(`${backend.url}/pay/checkout?key=${orderKey}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('lang="ko"')
    expect(html).toContain(`${amount.toLocaleString('ko-KR')}원`)
    expect(html).toContain('계좌이체')
    expect(html).toContain('결제 승인')
    expect(html).toContain('결제 거절')
    expect(html).not.toMatch(/<script/i)
    expect(html.match(/<form method="post" action="\/pay\/checkout">/g)).toHaveLength(2)
  })

  it('shows a Korean error page for unknown keys (404) and finished ones (410)', async () => {
    const unknown = await fetch(`${backend.url}/pay/checkout?key=ord_nope`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('결제 정보를 찾을 수 없어요')
    expect((await fetch(`${backend.url}/pay/checkout`)).status).toBe(404)
    const { orderKey } = await pendingOrder(91)
    expect((await pay(backend, orderKey, 'approve')).status).toBe(303)
    const again = await fetch(`${backend.url}/pay/checkout?key=${orderKey}`)
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('이미 처리된 결제예요')
    // Posting again does not make a second payment.
    const twice = await postForm(`${backend.url}/pay/checkout`, { key: orderKey, decision: 'decline' })
    expect(twice.status).toBe(410)
    expect((await postForm(`${backend.url}/pay/checkout`, { key: orderKey, decision: 'maybe' })).status).toBe(400)
    expect((await postForm(`${backend.url}/pay/checkout`, { key: 'ord_nope', decision: 'approve' })).status).toBe(404)
  })

  it('answers a double-clicked 결제 승인 with the first decision again: the same return address, one payment', async () => {
    const { token, orderKey } = await pendingOrder(94)
    // The browser shows the second answer only, so it must lead where the first did.
    const [first, second] = await Promise.all([pay(backend, orderKey, 'approve'), pay(backend, orderKey, 'approve')])
    expect([first.status, second.status]).toEqual([303, 303])
    expect(second.location).toBe(first.location)
    expect(first.location).toMatch(/&result=approved$/)
    const payments = await backend.db.query('select p.status from payments p join orders o using (order_id) where o.order_key = $1', [
      orderKey,
    ])
    expect(payments).toEqual([{ status: 'APPROVED' }])
    // Once confirmed (captured), approving again still leads to the same, idempotent confirm.
    const confirmed = await v2Call(backend, '/order/confirm', token, { order_key: orderKey, payment_key: first.paymentKey })
    expect(confirmed.body.status).toBe('PAID')
    const late = await pay(backend, orderKey, 'approve')
    expect(late.location).toBe(first.location)
    expect((await v2Call(backend, '/order/confirm', token, { order_key: orderKey, payment_key: late.paymentKey })).body).toEqual(
      confirmed.body,
    )
    // The other button after a decision is still refused.
    expect((await postForm(`${backend.url}/pay/checkout`, { key: orderKey, decision: 'decline' })).status).toBe(410)
  })

  it('answers a double-clicked 결제 거절 with the same declined return address', async () => {
    const { orderKey } = await pendingOrder(95)
    const [first, second] = await Promise.all([pay(backend, orderKey, 'decline'), pay(backend, orderKey, 'decline')])
    expect(second.location).toBe(first.location)
    expect(first.location).toMatch(/&result=declined$/)
    expect((await postForm(`${backend.url}/pay/checkout`, { key: orderKey, decision: 'approve' })).status).toBe(410)
  })

  it('redirects 303 to the return path with orderKey, paymentKey and result, keeping its own query', async () => {
    const { orderKey } = await pendingOrder(92, '/order/complete?from=cart')
    const paid = await pay(backend, orderKey, 'decline')
    expect(paid.status).toBe(303)
    expect(paid.location).toMatch(/^\/order\/complete\?from=cart&orderKey=ord_[\w-]+&paymentKey=pay_[\w-]+&result=declined$/)
  })

  it('is exported as backend.pay for the shop to mount at /pay on its own origin', async () => {
    const shop = express()
    shop.use('/pay', backend.pay)
    const server = shop.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { orderKey } = await pendingOrder(93)
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const html = await (await fetch(`${base}/pay/checkout?key=${orderKey}`)).text()
      expect(html).toContain('action="/pay/checkout"')
      const answer = await postForm(`${base}/pay/checkout`, { key: orderKey, decision: 'approve' })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toMatch(/^\/order\/complete\?orderKey=.+&result=approved$/)
    } finally {
      server.close()
    }
  })
})
