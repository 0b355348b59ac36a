/**
 * What the host (server/app.ts) gives every loader, one object per request: a way to add a cookie
 * to whatever response goes out, and the shopper's address as the host computed it (express `req.ip`, which follows the host's proxy
 * setting; the shop takes it as given and does not read X-Forwarded-For itself).
 */
export type ShopLoadContext = { cspNonce?: string; appendSetCookie?: (value: string) => void; clientIp?: string }
