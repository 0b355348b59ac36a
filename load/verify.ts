/**
 * The database after the run, held against what the shop told the shoppers (the ledger).
 *
 * Orders. An order is in a paid state (PAID or later) exactly when the shop showed its
 * completion page: each confirmed order exists once, is the confirming member's, carries the key
 * the payment page returned, and has one CAPTURED payment of its total. Every other order of a
 * load member is not in the history and took no money: PENDING (prepared, never decided: no
 * payment at all) or FAILED (declined, or refused at confirmation: its payment DECLINED or
 * VOIDED). Every key the shop handed out is an order; a double-clicked attempt pays at most once.
 *
 * Stock. An option the run made scarce never sells more than it had: what the paid orders hold
 * plus what is left is what it started with.
 *
 * Members. Each sign-up the shop confirmed (some double-clicked) made exactly one member, and no
 * member exists whose sign-up the shop did not confirm.
 *
 * Posts. Each confirmed post exists once, is its writer's, is not deleted and carries its token;
 * every post of a load member was confirmed; a token (one per form, twice posted when
 * double-clicked) is in at most one post.
 *
 * Money (load/money.ts, decision 044), over the whole database: every paid or cancelled order adds
 * up (products − coupon − 적립금 + shipping = paid, never below zero) and holds one payment of that
 * total, a refund never more than was paid; every member's 적립금 ledger draws each debit from
 * their own lots exactly, overdraws no lot, and sums to what the lots hold, never below zero; an
 * order paid with 적립금 has exactly its one SPEND row; and each order holds the 적립금 사용 and the
 * total its order sheet showed when 결제하기 was pressed.
 */
import type { Ledger } from './ledger'
import { checkMoney, groupBy, type MoneyRows, type MoneyVerdict, PAID_STATES, readMoneyRows } from './money'

export type Rows = {
  members: Array<{ user_id: number; email: string }>
  orders: Array<{
    order_id: number
    user_id: number
    order_key: string | null
    status: string
    failure_reason: string | null
    total_price: number
  }>
  payments: Array<{ order_id: number; status: string; amount: number }>
  posts: Array<{ post_id: number; user_id: number; text: string; deleted: boolean }>
  /** The scarce options now: their stock and the quantity in load members' paid orders. */
  stock: Array<{ option_id: number; stock: number; sold: number }>
  /** The whole database's orders, payments and 적립금 movements (load/money.ts). */
  money: MoneyRows
}

export type Verdict = {
  violations: string[]
  members: { confirmed: number; found: number }
  orders: {
    confirmed: number
    paidFound: number
    pending: number
    failed: Record<string, number>
    keysHanded: number
    doubleAttemptsPaidTwice: number
  }
  posts: { confirmed: number; found: number; tokens: number; duplicates: number }
  stock: { options: number; started: number; sold: number; left: number }
  money: Omit<MoneyVerdict, 'violations'>
}

type Queryable = { query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> }

/** The rows of the load members (their e-mails start with `emailPrefix`). */
export async function readRows(db: Queryable, emailPrefix: string, scarce: readonly number[]): Promise<Rows> {
  const members = await db.query<Rows['members'][number]>('select user_id, email from users where email like $1 order by user_id', [
    `${emailPrefix}%`,
  ])
  const ids = members.map((m) => m.user_id)
  const orders = await db.query<Rows['orders'][number]>(
    'select order_id, user_id, order_key, status, failure_reason, total_price from orders where user_id = any($1::int[]) order by order_id',
    [ids],
  )
  const payments = await db.query<Rows['payments'][number]>(
    'select order_id, status, amount from payments where order_id = any($1::int[]) order by order_id',
    [orders.map((o) => o.order_id)],
  )
  const posts = await db.query<Rows['posts'][number]>(
    'select post_id, user_id, text, deleted_at is not null as deleted from community_posts where user_id = any($1::int[]) order by post_id',
    [ids],
  )
  const stock = await db.query<Rows['stock'][number]>(
    `select po.option_id, po.stock,
            coalesce((select sum(oi.quantity) from order_items oi join orders o using (order_id)
                       where oi.option_id = po.option_id and o.user_id = any($2::int[]) and o.status = any($3::text[])), 0)::int as sold
       from product_options po where po.option_id = any($1::int[]) order by po.option_id`,
    [scarce, ids, [...PAID_STATES]],
  )
  return { members, orders, payments, posts, stock, money: await readMoneyRows(db) }
}

export function verify(ledger: Ledger, rows: Rows): Verdict {
  const violations: string[] = []
  const emailOf = new Map(rows.members.map((m) => [m.user_id, m.email]))
  const membersByEmail = groupBy(rows.members, (m) => m.email.toLowerCase())
  for (const email of ledger.members.keys()) {
    const found = membersByEmail.get(email.toLowerCase())?.length ?? 0
    if (found === 0) violations.push(`member ${email} signed up but is not in the database`)
    if (found > 1) violations.push(`member ${email} is in the database ${found} times`)
  }
  const confirmedMembers = new Set([...ledger.members.keys()].map((email) => email.toLowerCase()))
  for (const member of rows.members) {
    if (!confirmedMembers.has(member.email.toLowerCase()))
      violations.push(`member ${member.email} exists but the shop never confirmed the sign-up`)
  }

  // Orders the shop confirmed: one order id per key, whatever the number of confirmations.
  const confirmedByKey = new Map<string, { email: string; orderId: number }>()
  for (const c of ledger.orderConfirmations) {
    const before = confirmedByKey.get(c.orderKey)
    if (before && before.orderId !== c.orderId)
      violations.push(`order key ${c.orderKey} was confirmed as order ${before.orderId} and as ${c.orderId}`)
    else confirmedByKey.set(c.orderKey, { email: c.email, orderId: c.orderId })
  }
  const confirmedIds = new Set([...confirmedByKey.values()].map((c) => c.orderId))
  if (confirmedIds.size !== confirmedByKey.size) violations.push('two order keys were confirmed as the same order')
  const ordersById = new Map(rows.orders.map((o) => [o.order_id, o]))
  const paymentsOf = groupBy(rows.payments, (p) => p.order_id)
  for (const [key, { email, orderId }] of confirmedByKey) {
    const order = ordersById.get(orderId)
    if (!order) violations.push(`confirmed order ${orderId} (${email}) is not in the database`)
    else if (emailOf.get(order.user_id) !== email)
      violations.push(`confirmed order ${orderId} belongs to ${emailOf.get(order.user_id) ?? order.user_id}, not ${email}`)
    else if (order.order_key !== key) violations.push(`confirmed order ${orderId} has key ${order.order_key}, the payment returned ${key}`)
    else if (!PAID_STATES.has(order.status)) violations.push(`confirmed order ${orderId} is ${order.status}`)
  }

  const failed: Record<string, number> = {}
  let pending = 0
  let paidFound = 0
  for (const order of rows.orders) {
    const payments = paymentsOf.get(order.order_id) ?? []
    const label = `order ${order.order_id} (${order.status}, ${emailOf.get(order.user_id)})`
    if (order.order_key === null || !ledger.orderKeys.has(order.order_key)) {
      // A prepare whose answer never reached the shopper: harmless only if nothing was paid.
      if (order.status !== 'PENDING' || payments.length > 0) violations.push(`${label} has a key the shop never handed out`)
    }
    if (PAID_STATES.has(order.status)) {
      paidFound++
      if (!confirmedIds.has(order.order_id)) violations.push(`${label} is paid but the shop never confirmed it`)
      const captured = payments.filter((p) => p.status === 'CAPTURED' && p.amount === order.total_price)
      if (payments.length !== 1 || captured.length !== 1)
        violations.push(`${label} has payments ${JSON.stringify(payments)}, not one capture of ${order.total_price}`)
    } else if (order.status === 'PENDING') {
      pending++
      if (payments.length > 0) violations.push(`${label} is pending with payments ${JSON.stringify(payments)}`)
    } else if (order.status === 'FAILED') {
      const reason = order.failure_reason ?? '(none)'
      failed[reason] = (failed[reason] ?? 0) + 1
      if (payments.some((p) => p.status !== 'DECLINED' && p.status !== 'VOIDED'))
        violations.push(`${label} failed but kept payments ${JSON.stringify(payments)}`)
    } else violations.push(`${label}: no load shopper cancels, so ${order.status} is unexpected`)
  }
  const keysInDb = new Set(rows.orders.map((o) => o.order_key))
  for (const [key, { email }] of ledger.orderKeys) {
    if (!keysInDb.has(key)) violations.push(`order key ${key} handed to ${email} is not in the database`)
  }
  // A double-clicked 결제하기 hands out two keys for one attempt: at most one of them is paid.
  let doubleAttemptsPaidTwice = 0
  const byAttempt = groupBy([...ledger.orderKeys], ([, v]) => v.attempt)
  const statusByKey = new Map(rows.orders.map((o) => [o.order_key, o.status]))
  for (const [attempt, keys] of byAttempt) {
    const paid = keys.filter(([key]) => PAID_STATES.has(statusByKey.get(key) ?? ''))
    if (paid.length > 1) {
      doubleAttemptsPaidTwice++
      violations.push(`attempt ${attempt} was paid ${paid.length} times`)
    }
  }

  // Posts.
  const confirmedPosts = new Map<number, { email: string; token: string }>()
  for (const c of ledger.postConfirmations) {
    const before = confirmedPosts.get(c.postId)
    if (before && before.token !== c.token) violations.push(`post ${c.postId} was confirmed for two forms`)
    confirmedPosts.set(c.postId, { email: c.email, token: c.token })
  }
  const postsById = new Map(rows.posts.map((p) => [p.post_id, p]))
  for (const [postId, { email, token }] of confirmedPosts) {
    const post = postsById.get(postId)
    if (!post) violations.push(`confirmed post ${postId} (${email}) is not in the database`)
    else if (emailOf.get(post.user_id) !== email)
      violations.push(`confirmed post ${postId} belongs to ${emailOf.get(post.user_id) ?? post.user_id}, not ${email}`)
    else if (!post.text.includes(token)) violations.push(`confirmed post ${postId} does not carry its token ${token}`)
    else if (post.deleted) violations.push(`confirmed post ${postId} is deleted`)
  }
  let duplicates = 0
  for (const token of ledger.postTokens.keys()) {
    const holding = rows.posts.filter((p) => p.text.includes(token))
    if (holding.length > 1) {
      duplicates += holding.length - 1
      violations.push(`token ${token} is in ${holding.length} posts (${holding.map((p) => p.post_id).join(', ')})`)
    }
  }
  for (const post of rows.posts) {
    if (!confirmedPosts.has(post.post_id))
      violations.push(`post ${post.post_id} (${emailOf.get(post.user_id)}) exists but the shop never confirmed it`)
  }

  // Stock of the scarce options: never oversold, nothing taken that no paid order holds.
  let started = 0
  for (const [optionId, initial] of ledger.scarce) {
    const now = rows.stock.find((row) => row.option_id === optionId)
    started += initial
    if (!now) violations.push(`scarce option ${optionId} is not in the database`)
    else if (now.sold > initial) violations.push(`option ${optionId} sold ${now.sold} of a stock of ${initial}`)
    else if (now.stock !== initial - now.sold)
      violations.push(`option ${optionId} started at ${initial}, sold ${now.sold}, but ${now.stock} are left`)
  }
  const sold = rows.stock.reduce((sum, row) => sum + row.sold, 0)
  const left = rows.stock.reduce((sum, row) => sum + row.stock, 0)
  const { violations: moneyViolations, ...money } = checkMoney(ledger, rows.money)
  violations.push(...moneyViolations)

  return {
    violations,
    members: { confirmed: ledger.members.size, found: rows.members.length },
    orders: { confirmed: confirmedIds.size, paidFound, pending, failed, keysHanded: ledger.orderKeys.size, doubleAttemptsPaidTwice },
    posts: { confirmed: confirmedPosts.size, found: rows.posts.length, tokens: ledger.postTokens.size, duplicates },
    stock: { options: ledger.scarce.size, started, sold, left },
    money,
  }
}
