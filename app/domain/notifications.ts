import { parseRecordId } from './record-id'

/** 알림 (decision 063): what V2 may tell a member, and how the list pages. */
export const NOTIFICATION_KINDS = ['RESTOCK', 'PRODUCT_ANSWER', 'CS_ANSWER', 'RETURN', 'NOTICE'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_RULES = { pageSize: 20 } as const

/** How many pages 알림 has: one even when empty. */
export const notificationPages = (totalCount: number) => Math.max(1, Math.ceil(totalCount / NOTIFICATION_RULES.pageSize))

/** What an 알림 form asks: open one (read it, then follow its link) or 모두 읽음; anything else is null. */
export function parseNotificationForm(form: {
  get(name: string): unknown
}): { intent: 'open'; notificationId: number } | { intent: 'read-all' } | null {
  const intent = form.get('intent')
  if (intent === 'read-all') return { intent }
  if (intent !== 'open') return null
  const notificationId = parseRecordId(String(form.get('notificationId') ?? ''))
  return notificationId === null ? null : { intent, notificationId }
}

/** A notice's link stays inside the shop: a path of ours, never another site (else my page). */
export const notificationLink = (link: string) => (/^\/(?![/\\])/.test(link) ? link : '/my/notifications')
