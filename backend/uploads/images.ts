import sharp from 'sharp'
import { HttpError } from '../http/errors'

/**
 * The image pipeline of every upload (review photos; community post images next): the type comes
 * from the file's own bytes, never its name or declared type; anything sharp cannot decode is
 * refused; what is kept is always a fresh webp without metadata (EXIF, GPS, ICC comments), so
 * no uploaded byte is ever served back.
 */

export type ImageType = 'png' | 'jpeg' | 'webp'

export type ImageLimits = {
  /** Longest side of the uploaded picture, in pixels. */
  maxSide: number
  /** Width of the stored webp; narrower pictures keep their width. */
  maxWidth: number
  /** webp quality 1–100. */
  quality: number
}

/** Contract "POST /reviews/photos": ≤ 4096 px a side, stored at most 1080 px wide, quality 90. */
export const REVIEW_PHOTO: ImageLimits = { maxSide: 4096, maxWidth: 1080, quality: 90 }

export type EncodedImage = { bytes: Buffer; width: number; height: number }

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const RIFF = [0x52, 0x49, 0x46, 0x46]
const WEBP = [0x57, 0x45, 0x42, 0x50]

/** The type by magic bytes: png, jpeg or webp (RIFF….WEBP); null for anything else (SVG, HTML, GIF, text…). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp'
  return null
}

export const unmatchedFileType = () => new HttpError(400, 'UNMATCHED_FILE_TYPE')
const resolutionExceeded = (maxSide: number) =>
  new HttpError(400, 'RESOLUTION_LIMIT_EXCEEDED', `사진은 가로, 세로 ${maxSide}px 이하만 올릴 수 있어요.`)
const undecodable = () => new HttpError(400, 'FILE_UPLOAD_ERROR')

/** sharp's own refusal: its pixel limit (a header that claims a huge picture) or anything it cannot decode. */
const refusal = (error: unknown, limits: ImageLimits) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? resolutionExceeded(limits.maxSide) : undecodable()

/**
 * Decodes `input` (png, jpeg or webp by its bytes) and re-encodes it as webp: turned upright by
 * its EXIF orientation, at most `maxWidth` wide, without any metadata. Errors are 400s with the
 * contract's codes: UNMATCHED_FILE_TYPE, RESOLUTION_LIMIT_EXCEEDED (a side over `maxSide`, or
 * more pixels than that square: a decompression bomb), FILE_UPLOAD_ERROR (cannot be decoded).
 */
export async function encodeWebp(input: Buffer, limits: ImageLimits): Promise<EncodedImage> {
  const type = sniffImageType(input)
  if (!type) throw unmatchedFileType()
  const options: sharp.SharpOptions = {
    // sharp refuses to decode more pixels than this, whatever the header claims.
    limitInputPixels: limits.maxSide * limits.maxSide,
    // Truncated or corrupt data is an error, not a half-grey picture.
    failOn: 'error',
    // Only the first frame of an animated webp.
    animated: false,
  }
  let meta: sharp.Metadata
  try {
    meta = await sharp(input, options).metadata()
  } catch (error) {
    throw refusal(error, limits)
  }
  // Whatever libvips recognised must be what the magic bytes said (it also reads SVG, TIFF, GIF…).
  if (meta.format !== type) throw unmatchedFileType()
  if (!meta.width || !meta.height) throw undecodable()
  if (meta.width > limits.maxSide || meta.height > limits.maxSide) throw resolutionExceeded(limits.maxSide)
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: limits.maxWidth, withoutEnlargement: true })
      .webp({ quality: limits.quality })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch (error) {
    throw refusal(error, limits)
  }
}
