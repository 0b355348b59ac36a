import type { NotificationKind } from '../../app/domain/notifications'
import type { Queryable } from '../db/types'

export type Notice = { userId: number; kind: NotificationKind; title: string; body: string; link: string }

/**
 * Leaves a notice in the member's 알림 list (decision 063). The one way every V2 service tells a
 * member something (재입고 now; 상품 문의 and 1:1 문의 answers, a return's progress next): call it
 * inside the transaction of the change it tells about, so the notice and the change land together.
 */
export async function notify(db: Queryable, notice: Notice, now: Date): Promise<number> {
  const [row] = await db.query<{ notification_id: number }>(
    `insert into notifications (user_id, kind, title, body, link, created_at)
     values ($1, $2, $3, $4, $5, $6) returning notification_id`,
    [notice.userId, notice.kind, notice.title, notice.body, notice.link, now.toISOString()],
  )
  return row?.notification_id ?? 0
}
