import type { Queryable } from '../db/types'

/**
 * What a sitemap lists (decision 060): every product, category, event that has begun and
 * community post not deleted, in id order so pages never overlap, each with its last change as
 * stored. Categories are those with a listing page (depth 2 and 3: depth 1 is the dog or cat group),
 * each with its path from depth 2, the shop's `/category/{path}`. Products keep no updated time: a product's page changes when it is created and when a
 * review is written or edited, so its last change is the latest of those. A category's is its
 * products' latest; an event's is its start, or its end once it has ended (the page then says so);
 * a post's is its `updated_at`. An event with a name of its own carries its `slug` (`/event/app`).
 */
export const SITEMAP_KINDS = ['products', 'categories', 'events', 'posts'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

export type SitemapEntry = { id: number; path: number[] | null; slug: string | null; updatedAt: string | null }
export type SitemapPage = { kind: SitemapKind; totalCount: number; page: number; size: number; entries: SitemapEntry[] }

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`
const iso = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO})`

const PRODUCT_CHANGES = `
  select p.product_id as id,
         greatest(p.created_at, max(r.created_at), max(r.edited_at)) as changed
    from products p left join reviews r on r.product_id = p.product_id
   group by p.product_id`

/** Each kind: how many there are, and one page of them ($1 size, $2 page, $3 now). */
const QUERIES: Record<SitemapKind, { count: string; page: string }> = {
  products: {
    count: 'select count(*)::int as n from products',
    page: `select id, null::int[] as path, null as slug, ${iso('changed')} as "updatedAt"
             from (${PRODUCT_CHANGES}) c order by id limit $1 offset ($2::bigint - 1) * $1`,
  },
  categories: {
    count: 'select count(*)::int as n from categories where depth in (2, 3)',
    page: `with recursive paths as (
               select category_id, array[category_id] as path from categories where depth = 2
               union all
               select c.category_id, p.path || c.category_id from categories c join paths p on c.parent_id = p.category_id
                where c.depth = 3
           ), changes as (${PRODUCT_CHANGES})
           select p.category_id as id, p.path, null as slug,
                  (select ${iso('max(ch.changed)')} from products pr join changes ch on ch.id = pr.product_id
                    where p.category_id in (pr.product_group2_id, pr.product_group3_id, pr.product_group4_id)) as "updatedAt"
             from paths p order by p.category_id limit $1 offset ($2::bigint - 1) * $1`,
  },
  events: {
    count: 'select count(*)::int as n from events where starts_at <= $1',
    page: `select event_id as id, null::int[] as path, slug,
                  ${iso('case when ends_at <= $3 then ends_at else starts_at end')} as "updatedAt"
             from events where starts_at <= $3 order by event_id limit $1 offset ($2::bigint - 1) * $1`,
  },
  posts: {
    count: 'select count(*)::int as n from community_posts where deleted_at is null',
    page: `select post_id as id, null::int[] as path, null as slug, ${iso('updated_at')} as "updatedAt"
             from community_posts where deleted_at is null order by post_id limit $1 offset ($2::bigint - 1) * $1`,
  },
}

export async function sitemapPage(db: Queryable, kind: SitemapKind, page: number, size: number, now: Date): Promise<SitemapPage> {
  const query = QUERIES[kind]
  const at = now.toISOString()
  const [counted, entries] = await Promise.all([
    db.query<{ n: number }>(query.count, kind === 'events' ? [at] : []),
    db.query<SitemapEntry>(query.page, kind === 'events' ? [size, page, at] : [size, page]),
  ])
  return { kind, totalCount: counted[0]?.n ?? 0, page, size, entries }
}
