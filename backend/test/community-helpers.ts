import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { RunningBackend } from '../index'
import { fetchJson, type JsonResponse, postJson } from './helpers'
import { type FilePart, multipart, picture } from './review-uploads'

/** Helpers of the community tests: uploads with the `file` field, JSON calls with a session, the shop's /community-media. */

export const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: token } : {})

export function call(backend: RunningBackend, method: string, path: string, token?: string, body?: unknown): Promise<JsonResponse> {
  return fetchJson(`${backend.url}/community${path}`, {
    method,
    headers: { ...auth(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

export const get = (backend: RunningBackend, path: string, token?: string) => call(backend, 'GET', path, token)
export const post = (backend: RunningBackend, path: string, body: unknown, token: string) =>
  postJson(`${backend.url}/community${path}`, body, auth(token))

/** POST /community/uploads with the given parts (field `file` unless told). */
export function uploadParts(backend: RunningBackend, token: string | undefined, parts: readonly FilePart[]): Promise<JsonResponse> {
  const { body, type } = multipart(parts.map((part) => ({ field: 'file', ...part })))
  return fetchJson(`${backend.url}/community/uploads`, {
    method: 'POST',
    headers: { 'content-type': type, ...auth(token) },
    body: new Uint8Array(body),
  })
}

/** Uploads a small png and answers its key. */
export async function uploadImage(backend: RunningBackend, token: string, bytes?: Buffer): Promise<string> {
  const { status, body } = await uploadParts(backend, token, [{ bytes: bytes ?? (await picture('png', 64, 48)) }])
  if (status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`)
  return body.uploadKey
}

/** The backend's media handler mounted at /community-media of an express app, as the shop's server does. */
export async function mountMedia(backend: RunningBackend): Promise<{ origin: string; close: () => Promise<void> }> {
  const shop = express().use('/community-media', backend.communityMedia)
  const server = await new Promise<Server>((resolve) => {
    const listening = shop.listen(0, '127.0.0.1', () => resolve(listening))
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function count(backend: RunningBackend, table: string): Promise<number> {
  const [row] = await backend.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
  return row?.n ?? 0
}
