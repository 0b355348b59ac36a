/** Every path no other route claims is the not-found page (spec §2 /404). */
export { default, ErrorBoundary, loader, meta } from './404'
