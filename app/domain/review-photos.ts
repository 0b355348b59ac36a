import { REVIEW_RULES } from './review-rules'

/**
 * A review's photos: how many, which types, what a key looks like and where it is served. Apart
 * from review.schema.ts (zod) so the photo picker island ships none of zod (decision 039).
 */
export const REVIEW_PHOTO_LIMIT = REVIEW_RULES.photoLimit
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** The file types the review service takes (it checks the bytes too). */
export const REVIEW_PHOTO_TYPES = 'image/png,image/jpeg,image/webp'
/** A photo key of the review service: 26 characters of base32. */
export const PHOTO_KEY = /^[a-z2-7]{26}$/
export type ReviewPhoto = { photoKey: string; url: string }
/** Where the shop shows an uploaded review photo. */
export const reviewPhoto = (photoKey: string): ReviewPhoto => ({ photoKey, url: `/cdn/reviews/${photoKey}.webp` })
