/** Orders that count as bought: paid and every state after it but cancelled. */
export const PAID_STATES = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'] as const
export const PAID_STATES_SQL = `('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')`
