import type { Migration } from './types'

/**
 * Account security (docs/security.md): per-account password throttling, daily certification caps per client
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
    -- Counts idle for a day are dropped (auth/password-check.ts), oldest first.
    create index password_throttle_updated_idx on password_throttle (updated_at);

    -- The shopper's address as the shop saw it (X-Client-Ip), for the daily cap per address.
    alter table sms_outbox add column client_ip text;
    create index sms_outbox_client_ip_idx on sms_outbox (client_ip, sent_at desc) where client_ip is not null;

    -- False for a member who signed up within 30 days of a withdrawal on the same number:
    -- no invite coupon, no first-purchase deal.
    alter table users add column welcome_benefits boolean not null default true;

    -- Sequential codes (PET00001) were guessable: every member who has one gets a random code of
    -- sign-up's form (accounts/invite.ts): 10 characters of an alphabet without 0/O and 1/I/L,
    -- from gen_random_uuid's CSPRNG bytes (the random ones: not 6 and 8, which hold the version
    -- and variant). byte % 31 leans a little towards the first 8 letters; harmless at 31^10.
    -- A loop, one member at a time: a single UPDATE let the planner draw one code for all.
    do $$
    declare
      member record;
      code text;
    begin
      for member in select user_id from users where invite_code ~ '^PET[0-9]{5}$' loop
        loop
          select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', get_byte(r.b, case when i < 6 then i else i + 4 end) % 31 + 1, 1), '' order by i)
            into code
            from (select uuid_send(gen_random_uuid()) as b) r, generate_series(0, 9) as i;
          exit when not exists (select 1 from users where invite_code = code);
        end loop;
        update users set invite_code = code where user_id = member.user_id;
      end loop;
    end
    $$;
  `,
}
