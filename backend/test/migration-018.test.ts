import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openDb } from '../db/open'
import type { Db } from '../db/types'

// Migration 018 on a database of yesterday: orders cancelled before it get the shopper's own words back.
let db: Db

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' })
  await migrate(
    db,
    migrations.filter((m) => m.version < 18),
  )
  await db.query(
    `insert into users (user_id, email, name, nickname, mobile_no, status) values (9002, 'old2@petshop.test', '김취소', '취소회원', '01090029002', 'ACTIVE')`,
  )
  await db.query(
    `insert into orders (order_id, user_id, status, total_price, cancel_reason_code, cancel_reason) values
       (9101, 9002, 'CANCELLED', 1000, 'CHANGE_OF_MIND', '단순 변심'),
       (9102, 9002, 'CANCELLED', 1000, 'WRONG_OPTION', '옵션을 잘못 선택함 (사이즈 (M) 말고 L이요)'),
       (9103, 9002, 'CANCELLED', 1000, 'OTHER', '주소를 잘못 (동) 입력했어요'),
       (9104, 9002, 'PAID', 1000, null, null)`,
  )
  await migrate(db, migrations)
})
afterAll(() => db.close())

it("takes the shopper's words out of the tracking text: none for a bare label, all of an OTHER, the brackets' inside otherwise", async () => {
  const rows = await db.query<{ order_id: number; cancel_reason_text: string | null; cancel_reason: string | null }>(
    'select order_id, cancel_reason_text, cancel_reason from orders where user_id = 9002 order by order_id',
  )
  expect(rows.map((row) => [row.order_id, row.cancel_reason_text])).toEqual([
    [9101, null],
    [9102, '사이즈 (M) 말고 L이요'],
    [9103, '주소를 잘못 (동) 입력했어요'],
    [9104, null],
  ])
  // The tracking text of spec §3 is left as it was.
  expect(rows[1]?.cancel_reason).toBe('옵션을 잘못 선택함 (사이즈 (M) 말고 L이요)')
})
