import type { Migration } from './types'

/**
 * Decision 049: a post being written is kept by the community service (one draft a member, the
 * editor's fields as JSON, forgotten when the post is made or after 7 days), and the sign-up's
 * optional marketing consent keeps its date.
 */
export const postDraftsAndConsents: Migration = {
  version: 30,
  name: 'post_drafts_and_consents',
  sql: /* sql */ `
    create table community_post_drafts (
      user_id integer primary key references users (user_id) on delete cascade,
      draft jsonb not null,
      updated_at timestamptz not null
    );
    alter table users add column marketing_agree_at timestamptz;
  `,
}
