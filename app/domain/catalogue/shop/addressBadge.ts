/**
 * The default address's badge, shown on the order sheet as well as in the address book: a section
 * of its own, so the order sheet does not download the address book's texts with it (decision 039).
 */
export const addressBadge = {
  default: '기본 배송지',
}
