import type { Migration } from './types'

/**
 * Spec §3, R3.9: a member's partners authority and excluded-features list, served with
 * the user detail (decision 031). Their own table, one row per member who has either: most members
 * have neither, and the users row stays what sign-up writes.
 *
 * The dog/cat choice becomes "none yet" (null) until the member makes one, so a sign-in can tell
 * a stored choice from the old default; rows holding that default (1) are read as no choice.
 */
export const memberPermissions: Migration = {
  version: 24,
  name: 'member_permissions',
  sql: /* sql */ `
    create table member_permissions (
      user_id integer primary key references users (user_id) on delete cascade,
      -- 'BRAND': manages one brand of the catalogue (the partners page of my page shows it).
      partners_authority text check (partners_authority in ('BRAND')),
      partner_brand_id integer references brands (brand_id),
      -- Feature keys of app/domain/features.ts; the shop ignores keys it does not know.
      excluded_features text[] not null default '{}',
      check ((partners_authority is null) = (partner_brand_id is null))
    );

    alter table users alter column selected_product_group1_id drop not null;
    alter table users alter column selected_product_group1_id drop default;
    update users set selected_product_group1_id = null where selected_product_group1_id = 1;
  `,
}
