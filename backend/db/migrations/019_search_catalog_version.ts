import type { Migration } from './types'

/**
 * Search that forgives (decision 025): the search service keeps the catalogue's words (their letters,
 * initial consonants, parts) in memory, built once per process (backend/search/catalog-index.ts).
 * This one-row counter tells it when to build them again: every statement that adds, removes or
 * renames products, brands or categories moves it on. A search reads it (one row by key) and
 * rebuilds only when it moved. Another branch may take version 19 first: renumber on merge.
 */
export const searchCatalogVersion: Migration = {
  version: 19,
  name: 'search_catalog_version',
  sql: /* sql */ `
    create table search_catalog_version (
      id smallint primary key default 1 check (id = 1),
      version bigint not null
    );
    insert into search_catalog_version (id, version) values (1, 1);

    create function search_catalog_changed() returns trigger language plpgsql as $$
    begin
      update search_catalog_version set version = version + 1 where id = 1;
      return null;
    end $$;
    create trigger products_search_catalog_changed
      after insert or delete or update of product_name, brand_id, product_group1_id, product_group2_id, product_group3_id
      on products for each statement execute function search_catalog_changed();
    create trigger brands_search_catalog_changed after insert or delete or update of name
      on brands for each statement execute function search_catalog_changed();
    create trigger categories_search_catalog_changed after insert or delete or update of name
      on categories for each statement execute function search_catalog_changed();
  `,
}
