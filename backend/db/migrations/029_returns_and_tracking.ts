import type { Migration } from './types'

/**
 * Decision 048 (exchange and return end to end): a request says how many of each line, the
 * option an exchange wants instead, where to pick the parcel up, its photos, who pays the
 * shipping and what it refunds (fixed when taken, by app/domain/after-sales-money.ts), and
 * from when the stand-in counts its steps (`progress_from`, moved by the test hook). A payment
 * records what was given back of it (`refunded_amount`: all of it for a cancel, part for a
 * return); 적립금 moved by a return name it (`return_id`), once per kind.
 */
export const returnsAndTracking: Migration = {
  version: 29,
  name: 'returns_and_tracking',
  sql: /* sql */ `
    alter table exchange_returns add column progress_from timestamptz;
    update exchange_returns set progress_from = requested_at;
    alter table exchange_returns alter column progress_from set not null;
    alter table exchange_returns add column pickup_address jsonb;
    alter table exchange_returns add column fee integer not null default 0 check (fee >= 0);
    alter table exchange_returns add column fee_payer text not null default 'SHOP' check (fee_payer in ('BUYER', 'SHOP'));
    alter table exchange_returns add column refund_amount integer not null default 0 check (refund_amount >= 0);
    alter table exchange_returns add column refund_points integer not null default 0 check (refund_points >= 0);
    alter table exchange_returns add column completed_at timestamptz;

    alter table exchange_return_lines add column quantity smallint;
    update exchange_return_lines l set quantity = oi.quantity from order_items oi where oi.order_id = l.order_id and oi.line_no = l.line_no;
    alter table exchange_return_lines alter column quantity set not null;
    alter table exchange_return_lines add check (quantity > 0);
    alter table exchange_return_lines add column exchange_option_id integer references product_options (option_id) on delete set null;
    alter table exchange_return_lines add column exchange_option_name text;

    create table exchange_return_photos (
      photo_key text primary key,
      request_id integer not null references exchange_returns (request_id) on delete cascade,
      position smallint not null,
      bytes bytea not null,
      width integer not null,
      height integer not null,
      unique (request_id, position)
    );

    alter table payments add column refunded_amount integer not null default 0;
    update payments set refunded_amount = amount where status = 'REFUNDED';
    alter table payments add check (refunded_amount >= 0 and refunded_amount <= amount);

    alter table point_movements add column return_id integer references exchange_returns (request_id) on delete set null;
    alter table point_movements drop constraint point_movements_reason_check;
    alter table point_movements add constraint point_movements_reason_check check (reason in ('ORDER_CONFIRMED', 'REVIEW_TEXT',
      'REVIEW_PHOTO', 'MEMBERSHIP_WELCOME', 'EVENT', 'CARRIED_OVER', 'ORDER_PAYMENT', 'ORDER_CANCEL', 'EXPIRED', 'ORDER_RETURN'));
    drop index point_movements_refund_key;
    create unique index point_movements_refund_key on point_movements (order_id) where kind = 'REFUND' and reason = 'ORDER_CANCEL';
    create unique index point_movements_return_key on point_movements (return_id, kind) where return_id is not null;
  `,
}
