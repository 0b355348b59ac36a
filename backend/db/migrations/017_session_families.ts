import type { Migration } from './types'

/**
 * Decision 020: sessions store only the SHA-256 (hex) of their tokens, belong to a
 * family (one sign-in and every rotation after it), and keep when they were last seen.
 *
 * Existing rows are converted rather than cleared, so nobody is signed out by the upgrade: the
 * clear tokens become their hashes, each row becomes a family of its own, and its refresh expiry
 * (until now reset by every rotation) stays as the family's absolute end. Event logs keep the hash
 * of the session they were sent with, never the token. Version 16 is another branch's.
 */
export const sessionFamilies: Migration = {
  version: 17,
  name: 'session_families',
  sql: /* sql */ `
    alter table sessions add column session_id text;
    alter table sessions add column family_id text;
    alter table sessions add column last_seen_at timestamptz;
    update sessions set
      token = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
      refresh_token = encode(sha256(convert_to(refresh_token, 'UTF8')), 'hex'),
      session_id = gen_random_uuid()::text,
      family_id = gen_random_uuid()::text,
      last_seen_at = created_at;
    alter table sessions alter column session_id set not null;
    alter table sessions alter column family_id set not null;
    alter table sessions alter column last_seen_at set not null;
    create unique index sessions_session_id_idx on sessions (session_id);
    create index sessions_family_idx on sessions (family_id);

    -- Refresh tokens already rotated away (their hashes): presenting one again revokes its family.
    create table rotated_refresh_tokens (
      refresh_token text primary key,
      family_id text not null,
      rotated_at timestamptz not null
    );
    create index rotated_refresh_tokens_family_idx on rotated_refresh_tokens (family_id);

    update event_logs set session = encode(sha256(convert_to(session, 'UTF8')), 'hex');
  `,
}
