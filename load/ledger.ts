/**
 * What the simulated shoppers were told by the shop, written down as they go: the members they
 * became, the order keys the shop handed them on the way to the payment page (with the 적립금
 * and the total the order sheet showed), every order the shop confirmed (the completion page),
 * every post it confirmed (the post page after 등록하기), and how every other attempt ended.
 * After the run the database is checked against this.
 */

export type OrderConfirmation = { email: string; orderKey: string; orderId: number; via: 'approve' | 'replay' }
export type PostConfirmation = { email: string; token: string; postId: number }

export class Ledger {
  readonly members = new Map<string, number>()
  /** Order key → who was handed it and the attempt it belongs to (a double-click hands out two). */
  readonly orderKeys = new Map<string, { email: string; attempt: string }>()
  readonly orderConfirmations: OrderConfirmation[] = []
  /**
   * Double-clicks (가입하기, 장바구니 담기, 결제 승인, 등록하기: the browser shows the second answer),
   * 결제하기 in two tabs (both answers followed) and replayed return addresses.
   */
  readonly doubles = { signup: 0, add: 0, twoTabs: 0, approve: 0, replay: 0, publish: 0 }
  /** Post token (in the post's text) → who wrote it and whether the form went twice. */
  readonly postTokens = new Map<string, { email: string; double: boolean }>()
  readonly postConfirmations: PostConfirmation[] = []
  /** How each checkout and each post ended, by label ("confirmed", "declined", "sold out", …). */
  readonly outcomes = new Map<string, number>()
  /** Pages that did not have what any shop answer should have (a form, a link): never expected. */
  readonly unexpected: string[] = []
  communityHidden = 0
  /**
   * Order key → what the order sheet showed when 결제하기 was pressed: 적립금 사용 and 결제 예정
   * 금액 (decision 044); the order must hold the same.
   */
  readonly sheets = new Map<string, { points: number; total: number }>()
  /** 적립금: members given some at sign-up (test hook) and checkouts that chose to use it on the sheet. */
  readonly points = { members: 0, granted: 0, allPoints: 0, typed: 0 }
  /** Options whose stock the run set low at the start (option id → stock), so they sell out under load. */
  readonly scarce = new Map<number, number>()

  count(label: string): void {
    this.outcomes.set(label, (this.outcomes.get(label) ?? 0) + 1)
  }
}
