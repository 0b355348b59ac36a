/** What the payment stand-in shows and decides for a checkout key: a shop order or a membership. */
export type PendingView = {
  id: number
  status: string
  total_price: number
  payment_method: string
  return_url: string
  paid: boolean
  /** The decision already made on it, if any: its payment (key and status). */
  payment_key: string | null
  payment_status: string | null
  title: string
}
