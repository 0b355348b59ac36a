import type { Migration } from './types'

/**
 * Decision 047 (reviews add up): a product's `review_count` and `review_score` are what its stored
 * reviews say, recomputed here once for a database seeded before (whose counts spoke for reviews
 * that were never stored) and after every write, edit and delete. A review can be edited
 * (`edited_at`), remembers what it paid (`reward`) and is marked 도움돼요 once per member (`review_helpful`). Deleting a review takes
 * its 적립금 back: a `CANCEL` movement for the reason `REVIEW_DELETED`.
 */
export const reviewsAddUp: Migration = {
  version: 28,
  name: 'reviews_add_up',
  sql: /* sql */ `
    alter table point_movements drop constraint point_movements_reason_check;
    alter table point_movements add constraint point_movements_reason_check
      check (reason in ('ORDER_CONFIRMED', 'REVIEW_TEXT', 'REVIEW_PHOTO', 'MEMBERSHIP_WELCOME', 'EVENT', 'CARRIED_OVER',
                        'ORDER_PAYMENT', 'ORDER_CANCEL', 'EXPIRED', 'REVIEW_DELETED'));

    alter table reviews add column edited_at timestamptz;
    -- What writing this review paid (a line's reward is paid once: a review written again after
    -- a delete pays 0), so deleting it takes back no more than it brought.
    alter table reviews add column reward integer not null default 0 check (reward >= 0);
    update reviews r set reward = m.amount
      from point_movements m
     where m.order_id = r.order_id and m.line_no = r.line_no and m.reason in ('REVIEW_TEXT', 'REVIEW_PHOTO');

    -- One 도움돼요 per member and review; like reviews, member ids without a foreign key.
    create table review_helpful (
      review_id integer not null,
      user_id integer not null,
      created_at timestamptz not null,
      primary key (review_id, user_id)
    );

    update products p
       set review_count = coalesce(s.n, 0), review_score = coalesce(s.score, 0)
      from (select p2.product_id, count(r.review_id)::int as n, round(avg(r.score), 1) as score
              from products p2 left join reviews r on r.product_id = p2.product_id
             group by p2.product_id) s
     where s.product_id = p.product_id
       and (p.review_count <> coalesce(s.n, 0) or p.review_score <> coalesce(s.score, 0));
  `,
}
