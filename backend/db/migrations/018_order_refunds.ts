import type { Migration } from './types'

/**
 * A cancelled order shows the reason the shopper chose in the shop's own words,
 * so the text the shopper typed is kept on its own (`cancel_reason` keeps the tracking text of
 * spec §3, "label (text)"). Rows cancelled before this get their text back out of that one.
 */
export const orderRefunds: Migration = {
  version: 18,
  name: 'order_refunds',
  sql: /* sql */ `
    alter table orders add column cancel_reason_text text;
    update orders set cancel_reason_text = case
        when cancel_reason_code = 'OTHER' then cancel_reason
        else substring(cancel_reason from '^[^(]*\\((.*)\\)$')
      end
     where status = 'CANCELLED' and cancel_reason is not null;
  `,
}
