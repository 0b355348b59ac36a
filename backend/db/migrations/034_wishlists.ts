import type { Migration } from './types'

/**
 * 찜 (decision 059): a member's wishlist, kept by V2. One row per member and product (the primary
 * key makes a second 찜 a no-op, not a duplicate); the member's list reads newest first through
 * the second index, and a product's 찜 count through the third.
 */
export const wishlists: Migration = {
  version: 34,
  name: 'wishlists',
  sql: /* sql */ `
    create table wishlists (
      user_id integer not null references users (user_id) on delete cascade,
      product_id integer not null references products (product_id) on delete cascade,
      created_at timestamptz not null,
      primary key (user_id, product_id)
    );
    create index wishlists_newest_idx on wishlists (user_id, created_at desc, product_id desc);
    create index wishlists_product_idx on wishlists (product_id);
  `,
}
