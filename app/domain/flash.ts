/** Messages an action leaves for the next page render (spec §2 toast and alert, server-driven). */
/** `action`: one link the toast offers (장바구니 보기 after 장바구니에 담았어요). */
export type Toast = { message: string; tone?: 'info' | 'success' | 'error'; action?: { label: string; href: string } }
export type AlertMessage = { title: string; message: string; version?: 1 | 2; confirmHref?: string }
