import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'
import express from 'express'
import sharp from 'sharp'
import type { RunningBackend } from '../index'
import { fetchJson, type JsonResponse } from './helpers'

/** Helpers of the review writing tests: pictures made with sharp, multipart bodies, the shop's /cdn. */

export type FilePart = { bytes: Uint8Array; name?: string; type?: string; field?: string }

/** A picture of the given size and format, one colour with a stripe so it is not trivially flat. */
export async function picture(format: 'png' | 'jpeg' | 'webp', width = 40, height = 30): Promise<Buffer> {
  const stripe = await sharp({ create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: '#2060c0' } })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#f08020' } })
    .composite([{ input: stripe, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer()
}

/** A png whose header claims `width`×`height` (CRC fixed up): what a decompression bomb looks like. */
export async function claimedPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 8, 8))
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width, height, …, CRC over type + data.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** A multipart/form-data body built by hand, so tests control every byte (and can stream it). */
export function multipart(parts: readonly FilePart[], boundary = 'test-boundary-7d1f'): { body: Buffer; type: string } {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const type = part.type ?? 'application/octet-stream'
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'photo'}"; filename="${part.name ?? 'photo.png'}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` }
}

/** POST /review/reviews/photos; `stream` sends the body chunked, without a content-length. */
export async function upload(
  backend: RunningBackend,
  token: string | undefined,
  parts: readonly FilePart[],
  { stream = false }: { stream?: boolean } = {},
): Promise<JsonResponse> {
  const { body, type } = multipart(parts)
  const headers: Record<string, string> = { 'content-type': type, ...(token ? { authorization: token } : {}) }
  const payload = stream
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < body.length; at += 256 * 1024) controller.enqueue(body.subarray(at, at + 256 * 1024))
          controller.close()
        },
      })
    : body
  return fetchJson(`${backend.url}/review/reviews/photos`, { method: 'POST', headers, body: payload, duplex: 'half' } as RequestInit)
}

/** The backend's cdn mounted at /cdn of an express app, as the shop's server does. */
export async function mountCdn(backend: RunningBackend): Promise<{ cdn: string; close: () => Promise<void> }> {
  const shop = express().use('/cdn', backend.cdn)
  const server = await new Promise<Server>((resolve) => {
    const listening = shop.listen(0, '127.0.0.1', () => resolve(listening))
  })
  return {
    cdn: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cdn`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
