import type { Migration } from './types'

/**
 * Issue 14, accounts: per-account password throttling, daily certification caps per client
 * address, the 30-day wait for welcome benefits after a withdrawal, and invite codes that cannot
 * be guessed. (Version 17 is another branch's.)
 */
export const accountSecurity: Migration = {
  version: 16,
  name: 'account_security',
  sql: /* sql */ `
    -- Failed password checks per account ('user:<id>') or per unknown e-mail ('email:<lower>'),
    -- in the database so the count survives restarts and holds across shop nodes.
    create table password_throttle (
      key text primary key,
      failures integer not null,
      locked_until timestamptz,
      updated_at timestamptz not null
    );

    -- The shopper's address as the shop saw it (X-Client-Ip), for the daily cap per address.
    alter table sms_outbox add column client_ip text;
    create index sms_outbox_client_ip_idx on sms_outbox (client_ip, sent_at desc) where client_ip is not null;

    -- False for a member who signed up within 30 days of a withdrawal on the same number:
    -- no invite coupon, no first-purchase deal.
    alter table users add column welcome_benefits boolean not null default true;

    -- Sequential codes (PET00001) were guessable: every existing member gets a random one of
    -- 12 characters from an alphabet without 0/O and 1/I/L (gen_random_uuid is a CSPRNG).
    update users set invite_code = translate(upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)), '01', 'XZ')
     where invite_code ~ '^PET[0-9]{5}$';
  `,
}
