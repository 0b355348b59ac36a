import { restock as MSG } from '../../app/domain/catalogue/core/restock'
import { restockExpiresAt } from '../../app/domain/restock'
import type { Random } from '../shared/random'
import type { OptionRow } from './options'
import { DEMO_USERS } from './users'

type Product = { product_id: number; product_name: string; product_group1_id: number }
type RestockRow = {
  user_id: number
  product_id: number
  option_id: number
  status: 'WAITING' | 'NOTIFIED'
  created_at: string
  expires_at: string
  notified_at: string | null
}
type NotificationRow = {
  user_id: number
  kind: string
  title: string
  body: string
  link: string
  created_at: string
  read_at: string | null
}

const DAY = 24 * 60 * 60 * 1000

/**
 * 재입고 알림 and 알림 (decision 063) for the demo accounts, days before the seed ran (`now`, so a
 * request is inside its 90 days): 코코언니 (user 1) waits for two sold-out dog options and was told
 * of a third (its notice unread), with a read 공지 notice; the cat demo (user 2) waits for one cat
 * option. Drawn on a stream of its own: no other seeded row changes.
 */
export function generateRestock(random: Random, products: readonly Product[], options: readonly OptionRow[], now: Date) {
  const byId = new Map(products.map((p) => [p.product_id, p]))
  const soldOutOf = (group: number) =>
    options
      .filter((o) => o.sold_out && byId.get(o.product_id)?.product_group1_id === group)
      .filter((o, i, all) => all.findIndex((other) => other.product_id === o.product_id) === i)
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - random.int(0, 3600) * 1000)
  const requests: RestockRow[] = []
  const notifications: NotificationRow[] = []
  const wait = (userId: number, option: OptionRow | undefined, daysAgo: number) => {
    if (!option) return
    const created = at(daysAgo)
    requests.push({
      user_id: userId,
      product_id: option.product_id,
      option_id: option.option_id,
      status: 'WAITING',
      created_at: created.toISOString(),
      expires_at: restockExpiresAt(created).toISOString(),
      notified_at: null,
    })
  }
  const [dogA, dogB] = soldOutOf(1)
  wait(DEMO_USERS.demo, dogA, 3)
  wait(DEMO_USERS.demo, dogB, 10)
  wait(DEMO_USERS.cat, soldOutOf(2)[0], 5)

  // One the demo was already told of: an in-stock dog option, its request ended 알림 완료.
  const back = options.find((o) => !o.sold_out && o.stock > 0 && byId.get(o.product_id)?.product_group1_id === 1)
  const product = back ? byId.get(back.product_id) : undefined
  if (back && product) {
    const created = at(20)
    const told = at(1)
    requests.push({
      user_id: DEMO_USERS.demo,
      product_id: back.product_id,
      option_id: back.option_id,
      status: 'NOTIFIED',
      created_at: created.toISOString(),
      expires_at: restockExpiresAt(created).toISOString(),
      notified_at: told.toISOString(),
    })
    notifications.push({
      user_id: DEMO_USERS.demo,
      kind: 'RESTOCK',
      title: MSG.noticeTitle,
      body: MSG.noticeBody(product.product_name, back.name),
      link: `/product/detail/${back.product_id}`,
      created_at: told.toISOString(),
      read_at: null,
    })
  }
  const noticeAt = at(6)
  notifications.push({
    user_id: DEMO_USERS.demo,
    kind: 'NOTICE',
    title: '배송 일정 안내',
    body: '연휴 기간에는 택배사 사정으로 배송이 1~2일 늦어질 수 있어요. 양해 부탁드려요.',
    link: '/',
    created_at: noticeAt.toISOString(),
    read_at: new Date(noticeAt.getTime() + DAY).toISOString(),
  })
  return { requests, notifications }
}
