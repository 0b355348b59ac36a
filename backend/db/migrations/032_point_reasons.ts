import type { Migration } from './types'

/**
 * Migrations 28 (decision 047: `REVIEW_DELETED`) and 29 (decision 048: `ORDER_RETURN`) each
 * re-listed the reasons a points movement may have, and 29, applied after 28, left 28's out: a
 * deleted review could no longer take its reward back. The list is every reason of both.
 */
export const pointReasons: Migration = {
  version: 32,
  name: 'point_reasons',
  sql: /* sql */ `
    alter table point_movements drop constraint point_movements_reason_check;
    alter table point_movements add constraint point_movements_reason_check
      check (reason in ('ORDER_CONFIRMED', 'REVIEW_TEXT', 'REVIEW_PHOTO', 'MEMBERSHIP_WELCOME', 'EVENT', 'CARRIED_OVER',
                        'ORDER_PAYMENT', 'ORDER_CANCEL', 'EXPIRED', 'REVIEW_DELETED', 'ORDER_RETURN'));
  `,
}
