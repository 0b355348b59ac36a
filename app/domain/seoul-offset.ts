/**
 * Korea is UTC+9 all year (no daylight saving since 1988): the one offset the shop's dates use.
 * A module of its own so the pages' date formats take it without seoul-date.ts's parsing.
 */
export const SEOUL_OFFSET_MS = 9 * 3_600_000
