import { escapeHtml, layout } from '../oauth/pages'

export const METHOD_LABELS: Record<string, string> = { CARD: '신용·체크카드', BANK_TRANSFER: '계좌이체', EASY_PAY: '간편결제' }

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

export type CheckoutView = { action: string; orderKey: string; amount: number; method: string; title: string }

/** The stand-in's checkout: the amount, the method and two plain forms (no script). */
export function checkoutPage({ action, orderKey, amount, method, title }: CheckoutView): string {
  const form = (decision: 'approve' | 'decline', label: string, style: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="key" value="${escapeHtml(orderKey)}"><input type="hidden" name="decision" value="${decision}"><button class="${style}" type="submit">${label}</button></form>`
  return layout(
    '결제하기',
    undefined,
    `<header><h1>결제하기</h1><p>개발용 가상 결제 화면이에요. 실제로 결제되지 않아요.</p></header>
<section>
<h2>주문 상품</h2>
<p class="note">${escapeHtml(title)}</p>
<h2>결제 수단</h2>
<p class="note">${escapeHtml(METHOD_LABELS[method] ?? method)}</p>
<h2>결제 금액</h2>
<p class="note"><strong>${escapeHtml(won(amount))}</strong></p>
</section>
<section>
${form('approve', '결제 승인', 'primary')}
${form('decline', '결제 거절', 'secondary')}
</section>`,
  )
}

/** Unknown or finished keys: explained, never redirected. */
export function payErrorPage(message: string): string {
  return layout(
    '결제할 수 없어요',
    undefined,
    `<header><h1>결제할 수 없어요</h1><p>결제 요청을 확인해 주세요.</p></header>
<section><p class="error" role="alert">${escapeHtml(message)}</p><p class="note">쇼핑몰로 돌아가 처음부터 다시 주문해 주세요.</p></section>`,
  )
}
