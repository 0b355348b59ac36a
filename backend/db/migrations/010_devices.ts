import type { Migration } from './types'

/** Spec §7 `/user/device/update`: the push token of each member's app install. */
export const devices: Migration = {
  version: 10,
  name: 'devices',
  sql: /* sql */ `
    create table user_devices (
      user_id integer not null references users (user_id) on delete cascade,
      mobile_device_id text not null,
      mobile_os_code text not null,
      mobile_device_token text not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, mobile_device_id)
    );
  `,
}
