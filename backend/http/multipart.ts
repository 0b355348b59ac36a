import busboy from 'busboy'
import type { Request, Response } from 'express'
import { HttpError } from './errors'

export type UploadLimits = {
  /** The form field that carries the file. */
  field: string
  /** Largest file in bytes; reading stops as soon as a file goes past it. */
  maxBytes: number
}

/** Room for the multipart boundaries and part headers around the file. */
const ENVELOPE_BYTES = 64 * 1024

const sizeExceeded = ({ maxBytes }: UploadLimits) =>
  new HttpError(400, 'FILE_SIZE_LIMIT_EXCEEDED', `${Math.floor(maxBytes / 1024 / 1024)}MB 이하의 파일만 올릴 수 있어요.`)
const tooManyFiles = () => new HttpError(400, 'FILE_LENGTH_LIMIT_EXCEEDED')
const broken = () => new HttpError(400, 'FILE_UPLOAD_ERROR')
const missing = ({ field }: UploadLimits) =>
  new HttpError(400, 'BAD_REQUEST', '올릴 파일을 골라 주세요.', { reason: 'INVALID_FORMAT', field })

/**
 * After a refusal the rest of the body is not read: the answer closes the connection, and the
 * socket is dropped once the answer is out if the client is still sending.
 */
export function stopReading(req: Request, res: Response): void {
  req.unpipe()
  req.pause()
  res.set('Connection', 'close')
  res.once('finish', () => {
    if (!req.complete) setTimeout(() => req.socket.destroy(), 1000).unref()
  })
}

/**
 * Reads the one file of a `multipart/form-data` request into memory with busboy, never more
 * than `maxBytes` of it: FILE_SIZE_LIMIT_EXCEEDED as soon as it goes past (or at once when the
 * declared length already does), FILE_LENGTH_LIMIT_EXCEEDED for a second file, FILE_UPLOAD_ERROR
 * for a body that is not a well-formed multipart form, 400 BAD_REQUEST `field` without the file.
 * The file's name and declared type are ignored: the caller checks the bytes.
 */
export function readSingleFile(req: Request, res: Response, limits: UploadLimits): Promise<Buffer> {
  const declared = Number(req.get('content-length'))
  if (declared > limits.maxBytes + ENVELOPE_BYTES) {
    stopReading(req, res)
    return Promise.reject(sizeExceeded(limits))
  }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: limits.maxBytes, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    })
  } catch {
    // Not multipart, or no boundary.
    return Promise.reject(broken())
  }
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false
    let file: Buffer | undefined
    let reading = false
    const fail = (error: HttpError) => {
      if (settled) return
      settled = true
      stopReading(req, res)
      parser.removeAllListeners()
      parser.on('error', () => undefined)
      reject(error)
    }
    parser.on('file', (name, stream) => {
      if (name !== limits.field || reading) {
        stream.resume()
        return
      }
      reading = true
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => fail(sizeExceeded(limits)))
      stream.on('end', () => {
        if (!settled) file = Buffer.concat(chunks)
      })
      stream.on('error', () => fail(broken()))
    })
    parser.on('filesLimit', () => fail(tooManyFiles()))
    parser.on('partsLimit', () => fail(broken()))
    parser.on('fieldsLimit', () => fail(broken()))
    parser.on('error', () => fail(broken()))
    parser.on('close', () => {
      if (settled) return
      settled = true
      if (file) resolve(file)
      else reject(reading ? broken() : missing(limits))
    })
    req.on('aborted', () => fail(broken()))
    req.pipe(parser)
  })
}
