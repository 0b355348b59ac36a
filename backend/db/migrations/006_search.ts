import { keywordValuesSql } from '../../seed/keywords'
import type { Migration } from './types'

/**
 * Search (docs/backend-api.md "Search service"). pg_trgm is not used: its trigrams miss the
 * two-syllable words Korean is made of, and on a server whose locale is C it treats Hangul as
 * separators. Instead every product keeps a search document (its name, brand and category names,
 * each compacted: lower case, only digits, a–z and Hangul) and the grams of that document
 * (characters, neighbour pairs, pairs one apart) in a GIN-indexed text[]; `backend/search/normalize.ts`
 * makes the same grams of the word. A trigger keeps both right for new and changed products;
 * the UPDATE fills them for products seeded before this migration.
 *
 * The keyword table's rows are inserted here only for a database seeded before this migration
 * (a fresh one is seeded after the migrations and gets them from the seed).
 */
export const search: Migration = {
  version: 6,
  name: 'search',
  sql: /* sql */ `
    create function search_compact(t text) returns text
      language sql immutable parallel safe
      as $$ select regexp_replace(lower(coalesce(t, '')), '[^0-9a-z가-힣]', '', 'g') $$;

    -- Grams of a document whose fields are separated by '|' (none spans two fields): each
    -- character, each pair of neighbours, each pair one apart. A loop: three times faster than
    -- generate_series in PGlite, where the seed fills 3,200 documents.
    create function search_grams(t text) returns text[]
      language plpgsql immutable parallel safe
      as $$
        declare
          grams text[] := '{}';
          n integer := length(t);
          c text;
        begin
          for i in 1 .. n loop
            c := substr(t, i, 1);
            continue when c = '|';
            grams := grams || c;
            continue when i = n or substr(t, i + 1, 1) = '|';
            grams := grams || (c || substr(t, i + 1, 1));
            continue when i + 1 = n or substr(t, i + 2, 1) = '|';
            grams := grams || (c || substr(t, i + 2, 1));
          end loop;
          return array(select distinct unnest(grams) order by 1);
        end
      $$;

    -- name | brand | animal group | level-2 category | level-3 category, each compacted.
    create function search_document(p_name text, p_brand integer, p_group1 integer, p_group2 integer, p_group3 integer)
      returns text language sql stable
      as $$
        select concat_ws('|', search_compact(p_name),
                 (select search_compact(b.name) from brands b where b.brand_id = p_brand),
                 (select search_compact(c.name) from categories c where c.category_id = p_group1),
                 (select search_compact(c.name) from categories c where c.category_id = p_group2),
                 (select search_compact(c.name) from categories c where c.category_id = p_group3))
      $$;

    alter table products add column search_text text not null default '';
    alter table products add column search_grams text[] not null default '{}';

    create function products_search_fill() returns trigger language plpgsql as $$
    begin
      new.search_text := search_document(new.product_name, new.brand_id, new.product_group1_id,
                                         new.product_group2_id, new.product_group3_id);
      new.search_grams := search_grams(new.search_text);
      return new;
    end $$;
    create trigger products_search_fill
      before insert or update of product_name, brand_id, product_group1_id, product_group2_id, product_group3_id
      on products for each row execute function products_search_fill();

    -- A renamed brand or category renames the documents that hold it.
    create function products_search_refill() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'brands' then
        update products set brand_id = brand_id where brand_id = new.brand_id;
      else
        update products set product_group1_id = product_group1_id
         where new.category_id in (product_group1_id, product_group2_id, product_group3_id);
      end if;
      return null;
    end $$;
    create trigger brands_search_refill after update of name on brands
      for each row when (old.name is distinct from new.name) execute function products_search_refill();
    create trigger categories_search_refill after update of name on categories
      for each row when (old.name is distinct from new.name) execute function products_search_refill();

    update products set product_name = product_name;
    create index products_search_grams_idx on products using gin (search_grams);

    -- Best keywords: a seeded base count per keyword and group (0 both, 1 dog, 2 cat) …
    create table search_keywords (
      product_group1_id smallint not null check (product_group1_id in (0, 1, 2)),
      keyword text not null,
      keyword_key text generated always as (search_compact(keyword)) stored,
      base_count integer not null check (base_count >= 0),
      primary key (product_group1_id, keyword_key)
    );
    -- … plus every search (page 1 of a word) of the last 7 days, counted by its compact form.
    create table search_logs (
      search_log_id bigint generated by default as identity primary key,
      product_group1_id smallint not null check (product_group1_id in (0, 1, 2)),
      keyword text not null,
      keyword_key text generated always as (search_compact(keyword)) stored,
      -- what the search found: only searches that found something make a keyword popular
      result_count integer not null check (result_count >= 0),
      searched_at timestamptz not null
    );
    create index search_logs_recent_idx on search_logs (product_group1_id, searched_at);

    insert into search_keywords (product_group1_id, keyword, base_count)
      select * from (values ${keywordValuesSql()}) k (product_group1_id, keyword, base_count)
       where exists (select 1 from products);
  `,
}
