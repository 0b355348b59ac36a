import type { Request } from 'express'

/** An IPv4 or IPv6 address as express writes it (`::ffff:` forms included); nothing else. */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/

/**
 * The shopper's address for per-address limits. The shop forwards it as `X-Client-Ip` (its host
 * computed it with its proxy setting); V2 is reached only through the shop and the native shells'
 * proxy, so the header is the shop's word. Without it (a direct call) the caller's own address counts.
 */
export function clientIpOf(req: Request): string | null {
  const forwarded = req.get('x-client-ip')?.trim()
  if (forwarded && ADDRESS.test(forwarded)) return forwarded
  return req.ip ?? req.socket.remoteAddress ?? null
}
