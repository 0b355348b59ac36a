import type { Migration } from './types'

/**
 * Decision 027: 인기순 is likes + 2 × comments with no decay by age (community/popularity.ts), newer
 * first on a tie; the stored scores of the old age-decayed rule are recomputed.
 */
export const popularity: Migration = {
  version: 22,
  name: 'popularity',
  sql: /* sql */ `
    update community_posts set popularity = (like_count + 2 * comment_count)::float8;
    drop index if exists community_posts_popular_idx;
    drop index if exists community_posts_popular_all_idx;
    create index community_posts_popular_idx on community_posts (category, popularity desc, created_at desc, post_id desc) where deleted_at is null;
    create index community_posts_popular_all_idx on community_posts (popularity desc, created_at desc, post_id desc) where deleted_at is null;
  `,
}
