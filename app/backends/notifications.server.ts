import { NOTIFICATION_RULES } from '~/domain/notifications'
import {
  NotificationPageSchema,
  NotificationReadSchema,
  RestockListSchema,
  RestockRequestedSchema,
  UnreadCountSchema,
} from '~/domain/notifications.schema'
import { AnyAnswer, deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** 알림 (decision 063): the member's notices, kept by V2 (docs/backend-api.md "V2: 알림 and 재입고 알림"). */
export const notifications = {
  list: (ctx: RequestContext, page: number) =>
    v2Post(ctx, '/notification/list', NotificationPageSchema, { ...deviceFields(ctx), page, size: NOTIFICATION_RULES.pageSize }),
  unreadCount: (ctx: RequestContext) =>
    v2Post(ctx, '/notification/unread-count', UnreadCountSchema, deviceFields(ctx)).then((answer) => answer.unreadCount),
  read: (ctx: RequestContext, notificationId: number) =>
    v2Post(ctx, '/notification/read', NotificationReadSchema, { ...deviceFields(ctx), notificationId }),
  readAll: (ctx: RequestContext) => v2Post(ctx, '/notification/read-all', AnyAnswer, deviceFields(ctx)),
}

/** 재입고 알림 (decision 063): a member's requests for sold-out options. */
export const restock = {
  request: (ctx: RequestContext, productId: number, optionId: number) =>
    v2Post(ctx, '/restock/request', RestockRequestedSchema, { ...deviceFields(ctx), productId, optionId }),
  cancel: (ctx: RequestContext, requestId: number) => v2Post(ctx, '/restock/cancel', AnyAnswer, { ...deviceFields(ctx), requestId }),
  list: (ctx: RequestContext) => v2Post(ctx, '/restock/list', RestockListSchema, deviceFields(ctx)),
}
