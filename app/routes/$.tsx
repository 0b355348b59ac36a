/** Every path no other route claims is the not-found page (spec §2 /404). */
export { loader, meta, default, ErrorBoundary } from './404'
