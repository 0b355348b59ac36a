import { addresses } from '~/backends/addresses.server'
import { catalog } from '~/backends/catalog.server'
import type { RequestContext } from '~/backends/context'
import { BackendError } from '~/backends/error'
import { myReviews } from '~/backends/reviews.server'
import type { OrderDetail } from '~/domain/commerce.schema'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orFallback } from '~/http/responses.server'
import type { LineOption } from '~/ui/order/ReturnLines'

/**
 * What the exchange and return form needs beside the order (decision 048): the member's
 * addresses to pick the parcel up from, and each line's product options for an exchange (a
 * product the catalogue cannot show today is exchanged for the same option).
 */
export async function returnFormData(ctx: RequestContext, order: OrderDetail) {
  const productIds = [...new Set(order.products.map((line) => line.productId))]
  const [book, details] = await Promise.all([
    addresses.list(ctx),
    Promise.all(productIds.map((id) => orFallback(catalog.productDetail(ctx, id), null))),
  ])
  const byProduct = new Map<number, LineOption[]>()
  details.forEach((detail, i) => {
    if (detail)
      byProduct.set(
        productIds[i] as number,
        detail.options.map((o) => ({ optionId: o.optionId, name: o.name, soldOut: o.soldOut })),
      )
  })
  const options: Record<number, LineOption[]> = {}
  for (const line of order.products) options[line.lineNo] = byProduct.get(line.productId) ?? []
  return { addresses: book.addresses, options }
}

/** Photo types the upload takes; the service checks the bytes again (decision 048). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])

/** Why these files cannot be the request's photos (too many with those kept, a wrong type), or null. */
export function photosRefusal(files: readonly File[], kept: number, limit: number): string | null {
  if (files.length + kept > limit) return SHOP_MSG.exchangeReturn.photoLimit
  if (files.some((file) => !PHOTO_TYPES.has(file.type))) return SHOP_MSG.exchangeReturn.photoType
  return null
}

/** The upload's refusals of a file, as the photo field's words (any other failure is the page's). */
const FILE_REFUSALS: Partial<Record<string, string>> = {
  UNMATCHED_FILE_TYPE: SHOP_MSG.exchangeReturn.photoType,
  RESOLUTION_LIMIT_EXCEEDED: MSG.error.resolutionLimit,
  FILE_UPLOAD_ERROR: SHOP_MSG.exchangeReturn.photoType,
}

/**
 * Uploads the photos through the review service's upload (it checks the bytes and keeps a fresh
 * webp); the keys go with the request. A refusal of the bytes is the photo field's message.
 */
export async function uploadReturnPhotos(ctx: RequestContext, files: readonly File[]): Promise<{ keys: string[] } | { error: string }> {
  const keys: string[] = []
  try {
    for (const file of files) keys.push((await myReviews.uploadPhoto(ctx, file)).photoKey)
    return { keys }
  } catch (error) {
    const refusal = error instanceof BackendError ? FILE_REFUSALS[error.code] : undefined
    if (refusal) return { error: refusal }
    throw error
  }
}
