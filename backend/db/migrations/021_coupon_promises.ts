import type { Migration } from './types'

/**
 * Promises kept (decision 027): a coupon template can be for first purchases only (a member with a
 * paid order can neither download nor use it), can be limited to depth-2 categories (사료 of both
 * animals), and one template is the sign-up coupon the home banner names: issued to every new
 * member at sign-up, never downloadable. The banner reads its words from this row, so the two
 * cannot disagree. Templates 2 (첫 구매 3,000원) and 3 (사료 10%) are the seed's; the updates
 * fix a database seeded before this version.
 */
export const couponPromises: Migration = {
  version: 21,
  name: 'coupon_promises',
  sql: /* sql */ `
    alter table coupon_templates
      add column first_purchase boolean not null default false,
      add column category_ids integer[],
      add column signup_grant boolean not null default false,
      -- days a coupon issued from the template lasts (sign-up coupons); null: the template's expiry
      add column valid_days integer check (valid_days > 0);
    -- At most one sign-up coupon: the banner names exactly one.
    create unique index coupon_templates_one_signup_idx on coupon_templates (signup_grant) where signup_grant;

    insert into coupon_templates (coupon_template_id, title, type, discount_value, max_discount_price, min_order_price,
                                  downloadable, first_purchase, signup_grant, valid_days)
      values (10, '가입 축하 첫 구매 10% 할인 (최대 5,000원)', 'RATE', 10, 5000, 10000, false, true, true, 30);
    select setval(pg_get_serial_sequence('coupon_templates', 'coupon_template_id'),
                  greatest(11, (select max(coupon_template_id) + 1 from coupon_templates)), false);

    update coupon_templates set first_purchase = true where coupon_template_id = 2;
    update coupon_templates set category_ids = '{11,21}' where coupon_template_id = 3;

    alter table coupons drop constraint coupons_reason_check,
      add constraint coupons_reason_check check (reason in ('INVITE', 'DOWNLOAD', 'GIFT', 'MEMBERSHIP', 'SIGNUP'));
  `,
}
