import { createHash } from 'node:crypto'

/** Share of devices that get `on`, per flag: community and search features are widely rolled out. */
const FLAGS: readonly (readonly [key: string, onPercent: number])[] = [
  ['cartFavoriteProduct', 50],
  ['category', 50],
  ['communityVisible', 90],
  ['firstPurchases', 50],
  ['lockIn', 30],
  ['reviewPhotoFirst', 50],
  ['searchSuggest', 80],
  ['similarPet', 50],
  ['welcomeDeal', 70],
  ['membershipBanner', 50],
  ['subscriptionDiscount', 40],
  ['vetBooking', 30],
  ['insuranceBanner', 20],
  ['couponAutoApply', 60],
  ['quickDelivery', 50],
]
const PRICE_VARIANTS = ['a', 'b', 'c', 'd', 'e', 'f'] as const
const PROMOTION_VARIANTS = ['a', 'b', 'c', 'd'] as const

export type ExperimentInfos = {
  functionInfos: { key: string; variant: 'on' | 'off' }[]
  price: { key: 'price_v3'; variants: string }
  promotionV2: { key: 'promotion_v2'; variants: string }
}

/** A stable bucket 0–99 for one device and experiment. */
function bucket(deviceId: string, key: string): number {
  return createHash('sha256').update(`${key}:${deviceId}`).digest().readUInt32BE(0) % 100
}

/** True for ids the spec treats as "no device" (absent or the placeholder "default"). */
const isUnknownDevice = (deviceId: string | undefined): deviceId is undefined => !deviceId || deviceId === 'default'

/**
 * Variants by device: the same device always gets the same ones. Without a device id
 * every flag is on and the price and promotion experiments show their control `a`.
 */
export function experimentInfos(deviceId: string | undefined): ExperimentInfos {
  if (isUnknownDevice(deviceId)) {
    return {
      functionInfos: FLAGS.map(([key]) => ({ key, variant: 'on' })),
      price: { key: 'price_v3', variants: 'a' },
      promotionV2: { key: 'promotion_v2', variants: 'a' },
    }
  }
  const pick = <T>(key: string, variants: readonly T[]) => variants[bucket(deviceId, key) % variants.length] as T
  return {
    functionInfos: FLAGS.map(([key, onPercent]) => ({ key, variant: bucket(deviceId, key) < onPercent ? 'on' : 'off' })),
    price: { key: 'price_v3', variants: pick('price_v3', PRICE_VARIANTS) },
    promotionV2: { key: 'promotion_v2', variants: pick('promotion_v2', PROMOTION_VARIANTS) },
  }
}
