import type { Migration } from './types'

/**
 * Decision 045 (the order sheet is kept by the server): what a member chose on the order sheet
 * (address, coupon or none, way of delivery, payment method, 배송 요청사항, points) until an order is
 * paid. One row a member; `choices` is a JSON object whose known keys V2 checks
 * (`backend/commerce/order-drafts.ts`), so a new choice on the sheet is one more key, not a column.
 */
export const orderDrafts: Migration = {
  version: 27,
  name: 'order_drafts',
  sql: /* sql */ `
    create table order_drafts (
      user_id integer primary key references users (user_id) on delete cascade,
      choices jsonb not null default '{}'::jsonb,
      updated_at timestamptz not null
    );
  `,
}
