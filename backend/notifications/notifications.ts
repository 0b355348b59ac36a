import type { Queryable } from '../db/types'

export type NotificationRow = {
  notification_id: number
  kind: string
  title: string
  body: string
  link: string
  created_at: string
  read: boolean
}

const unread = async (db: Queryable, userId: number) => {
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from notifications where user_id = $1 and read_at is null',
    [userId],
  )
  return row?.count ?? 0
}

/** The member's notices, newest first, with how many there are and how many are unread. */
export async function listNotifications(db: Queryable, userId: number, page: number, size: number) {
  const [rows, [total], unreadCount] = await Promise.all([
    db.query<NotificationRow & { created_at: Date | string }>(
      `select notification_id, kind, title, body, link, created_at, read_at is not null as read
         from notifications where user_id = $1
        order by created_at desc, notification_id desc limit $2 offset $3`,
      [userId, size, (page - 1) * size],
    ),
    db.query<{ count: number }>('select count(*)::int as count from notifications where user_id = $1', [userId]),
    unread(db, userId),
  ])
  return {
    notifications: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total_count: total?.count ?? 0,
    unread_count: unreadCount,
    page,
    size,
  }
}

/**
 * Marks one of the member's notices read and answers its link; another member's (or none) is
 * null, so a stranger's id reads as not found rather than telling it exists.
 */
export async function readNotification(db: Queryable, userId: number, notificationId: number, now: Date) {
  const [row] = await db.query<{ link: string }>(
    `update notifications set read_at = coalesce(read_at, $3) where notification_id = $1 and user_id = $2 returning link`,
    [notificationId, userId, now.toISOString()],
  )
  return row ? { notification_id: notificationId, link: row.link, unread_count: await unread(db, userId) } : null
}

/** 모두 읽음: every unread notice of the member, at once. */
export async function readAllNotifications(db: Queryable, userId: number, now: Date) {
  await db.query('update notifications set read_at = $2 where user_id = $1 and read_at is null', [userId, now.toISOString()])
  return { unread_count: 0 }
}

export const unreadNotifications = (db: Queryable, userId: number) => unread(db, userId).then((count) => ({ unread_count: count }))
