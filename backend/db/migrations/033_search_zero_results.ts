import type { Migration } from './types'

/**
 * The zero-result log (docs/search.md "Zero-result log"): the words shoppers searched that showed
 * no product, so the search vocabulary can grow from real traffic. One row per word, side (product
 * group 0/1/2) and Korean day with a counter, not one row per search: a flood of one word (a
 * script, a stuck retry) moves a counter instead of filling the table, and a report reads a few
 * rows a day. Nothing names who searched (no member, no device). The primary key serves the
 * counter's upsert and the day's distinct-word cap; the second index the report (the last N days
 * of a side, most searched first).
 */
export const searchZeroResults: Migration = {
  version: 33,
  name: 'search_zero_results',
  sql: /* sql */ `
    create table search_zero_results (
      day date not null,
      product_group1_id smallint not null check (product_group1_id in (0, 1, 2)),
      word text not null check (char_length(word) between 1 and 100),
      searches integer not null default 1 check (searches > 0),
      first_searched_at timestamptz not null,
      last_searched_at timestamptz not null,
      primary key (day, product_group1_id, word)
    );
    create index search_zero_results_report_idx on search_zero_results (product_group1_id, day, searches desc);
  `,
}
