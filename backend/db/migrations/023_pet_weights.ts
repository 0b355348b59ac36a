import type { Migration } from './types'

/**
 * The weight list stopped at 7kg 이상 while 대형견 breeds are offered. Codes 8–10 are
 * 10~15kg, 15~25kg and 25kg 이상; code 7 becomes 7~10kg. The logger's bucket is '7' for all of
 * them (spec §3: "anything else 7"), so nothing downstream changes.
 */
export const petWeights: Migration = {
  version: 23,
  name: 'pet_weights',
  sql: /* sql */ `
    alter table pets drop constraint pets_weight_code_range;
    alter table pets add constraint pets_weight_code_range check (weight_code between -1 and 10);
  `,
}
