import {
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  MaxPartSizeExceededError,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'
import * as MSG from '~/domain/messages'

/** More parts than any form of the shop has (a post: 10 pictures × their fields and files). */
export const MAX_PARTS = 100
/** A text field: the longest the forms take (2,000 characters) several times over. */
export const MAX_FIELD_BYTES = 16 * 1024
/** All text fields together: what a refused form echoes back stays small (the host caps the whole body at 25 MB). */
export const MAX_TEXT_BYTES = 64 * 1024

/** A multipart form past one of the limits above; its message is Korean, its answer a 413. */
export class FormTooLargeError extends Error {
  override name = 'FormTooLargeError'
}

/**
 * Reads a multipart upload form: the files of `fileField` into memory, each at most
 * `maxFileBytes` (MaxPartSizeExceededError past it), other files dropped unread, text fields
 * kept. Too many parts or too much text throw FormTooLargeError as soon as they show, so a post
 * of ten 20 MB text parts stops at the first.
 */
export function readUploadForm(
  request: Request,
  { fileField, maxFileBytes }: { fileField: string; maxFileBytes: number },
): Promise<FormData> {
  const files = createMemoryUploadHandler({ maxPartSize: maxFileBytes, filter: ({ name }) => name === fileField })
  const texts = createMemoryUploadHandler({ maxPartSize: MAX_FIELD_BYTES })
  let parts = 0
  let textBytes = 0
  const handler: UploadHandler = async (part) => {
    parts += 1
    if (parts > MAX_PARTS) throw new FormTooLargeError(MSG.edge.tooManyParts)
    if (part.filename) return files(part)
    let value: Awaited<ReturnType<UploadHandler>>
    try {
      value = await texts(part)
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) throw new FormTooLargeError(MSG.edge.fieldTooLong)
      throw error
    }
    textBytes += typeof value === 'string' ? Buffer.byteLength(value) : 0
    if (textBytes > MAX_TEXT_BYTES) throw new FormTooLargeError(MSG.edge.fieldTooLong)
    return value
  }
  return parseMultipartFormData(request, handler)
}
