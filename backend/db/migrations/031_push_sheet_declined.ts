import type { Migration } from './types'

/**
 * Decision 050: when a member last refused push (다음에 할게요 on the half-sheet, or 혜택 알림 turned
 * off in 내 정보). The shop does not open the half-sheet again for 30 days after it; null: never.
 */
export const pushSheetDeclined: Migration = {
  version: 31,
  name: 'push_sheet_declined',
  sql: /* sql */ `
    alter table users add column push_sheet_declined_at timestamptz;
  `,
}
