import { z } from 'zod'
import { NOTIFICATION_KINDS } from './notifications'

/** V2 `/notification/list` (decision 063): the member's notices newest first, with the unread count. */
export const NotificationPageSchema = z.object({
  notifications: z.array(
    z.object({
      notificationId: z.number().int(),
      kind: z.enum(NOTIFICATION_KINDS),
      title: z.string(),
      body: z.string(),
      link: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type NotificationPage = z.infer<typeof NotificationPageSchema>
export const UnreadCountSchema = z.object({ unreadCount: z.number().int() })
export const NotificationReadSchema = z.object({ notificationId: z.number().int(), link: z.string(), unreadCount: z.number().int() })

/** V2 `/restock/list`: the member's waiting and notified 재입고 알림, newest first. */
export const RestockListSchema = z.object({
  requests: z.array(
    z.object({
      requestId: z.number().int(),
      productId: z.number().int(),
      optionId: z.number().int(),
      status: z.enum(['WAITING', 'NOTIFIED']),
      createdAt: z.string(),
      expiresAt: z.string(),
      notifiedAt: z.string().nullable(),
      productName: z.string(),
      optionName: z.string(),
      imageUrl: z.string(),
      soldOut: z.boolean(),
    }),
  ),
  maxProducts: z.number().int(),
})
export type RestockList = z.infer<typeof RestockListSchema>
export const RestockRequestedSchema = z.object({ requested: z.boolean(), already: z.boolean() })
