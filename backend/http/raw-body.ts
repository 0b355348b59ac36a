import type { Request, Response } from 'express'
import { HttpError } from './errors'
import { stopReading } from './multipart'

/**
 * Reads a raw request body (a pre-signed PUT) into memory, never more than `maxBytes`:
 * FILE_SIZE_LIMIT_EXCEEDED at once when the declared length is over it, or as soon as the body
 * goes past it; the rest is not read (`multipart.ts`'s `stopReading`).
 */
export function readRawBody(req: Request, res: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new HttpError(400, 'FILE_SIZE_LIMIT_EXCEEDED', `${Math.floor(maxBytes / 1024 / 1024) || 1}MB 이하의 파일만 올릴 수 있어요.`)
  if (Number(req.get('content-length')) > maxBytes) {
    stopReading(req, res)
    return Promise.reject(tooLarge())
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    let length = 0
    let settled = false
    const fail = (error: HttpError) => {
      if (settled) return
      settled = true
      stopReading(req, res)
      reject(error)
    }
    req.on('data', (chunk: Buffer) => {
      if (settled) return
      length += chunk.length
      if (length > maxBytes) return fail(tooLarge())
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (settled) return
      settled = true
      resolve(Buffer.concat(chunks))
    })
    req.on('aborted', () => fail(new HttpError(400, 'FILE_UPLOAD_ERROR')))
    req.on('error', () => fail(new HttpError(400, 'FILE_UPLOAD_ERROR')))
  })
}
