/** Messages an action leaves for the next page render (spec §2 toast and alert, server-driven). */
export type Toast = { message: string; tone?: 'info' | 'success' | 'error' }
export type AlertMessage = { title: string; message: string; version?: 1 | 2; confirmHref?: string }
