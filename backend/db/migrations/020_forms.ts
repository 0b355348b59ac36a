import { roadAddressValuesSql } from '../../seed/road-addresses'
import type { Migration } from './types'

/**
 * Forms (decision 026):
 * - `sms_outbox.answers_request`: the row answered a certification send. A sign-up key asked for
 *   a member's number is answered with a notice instead of a key (decision 026); it counts
 *   against the same hourly and daily limits, which used to count rows carrying a key.
 * - `road_addresses`: the address search's table (우편번호 찾기), reference data rather than a
 *   shopper's, so it is inserted here for every database, new or already seeded.
 *   `search_keys` holds the compacted forms a row is found by (backend/seed/road-addresses.ts).
 * - `orders.delivery_request_code` / `delivery_request_text`: 배송 요청사항 chosen on the order
 *   sheet (DOOR, SECURITY, or CUSTOM with the shopper's words), kept with the order.
 */
export const forms: Migration = {
  version: 20,
  name: 'forms',
  sql: /* sql */ `
    alter table sms_outbox add column answers_request boolean not null default false;
    update sms_outbox set answers_request = true where certification_key is not null;

    create table road_addresses (
      postcode_id integer primary key,
      zip_code text not null check (zip_code ~ '^[0-9]{5}$'),
      sido text not null,
      sigungu text not null,
      road_name text not null,
      building_no text not null,
      dong text not null,
      jibun text not null,
      building_name text not null,
      search_keys text not null
    );
    insert into road_addresses (postcode_id, zip_code, sido, sigungu, road_name, building_no, dong, jibun, building_name, search_keys)
    values ${roadAddressValuesSql()};

    alter table orders add column delivery_request_code text
      check (delivery_request_code in ('DOOR', 'SECURITY', 'CUSTOM'));
    alter table orders add column delivery_request_text text
      check (delivery_request_text is null or (delivery_request_code = 'CUSTOM' and length(delivery_request_text) between 1 and 50));
  `,
}
