import type { Migration } from './types'

/**
 * Review writing (docs/backend-api.md "Review service: writing"): a written review names the
 * order line it is about (once per line), and uploaded photos live in the review service's own
 * table until a review takes them. Like `reviews`, no foreign keys: a separate service's database
 * holds other services' ids as plain numbers. Seeded reviews keep null order lines and no photos.
 */
export const reviewWriting: Migration = {
  version: 8,
  name: 'review_writing',
  sql: /* sql */ `
    alter table reviews add column order_id integer;
    alter table reviews add column line_no smallint;
    -- Nulls are distinct, so seeded reviews without an order line never collide.
    alter table reviews add constraint reviews_order_line_key unique (order_id, line_no);
    -- Photo keys in the order the member chose them; answered as /cdn/reviews/{key}.webp.
    alter table reviews add column photo_keys text[] not null default '{}';
    create index reviews_user_idx on reviews (user_id, created_at desc, review_id desc);

    create table review_photos (
      -- 128 random bits in base32, made by the server: never the uploaded file's name.
      photo_key text primary key check (photo_key ~ '^[a-z2-7]{26}$'),
      user_id integer not null,
      -- Re-encoded webp without metadata; never the uploaded bytes.
      bytes bytea not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      created_at timestamptz not null,
      -- Null until a review takes the photo; a photo goes to one review only.
      review_id integer
    );
    create index review_photos_unattached_idx on review_photos (created_at) where review_id is null;
  `,
}
