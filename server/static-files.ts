/** The browser build and the public folder. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

export function staticFiles(root: string): express.Router {
  const router = express.Router()
  const folder = path.join(root, 'public')
  // Fingerprinted build assets never change; other public files may, so they are cached briefly.
  router.use('/build', express.static(path.join(folder, 'build'), { immutable: true, maxAge: '1y' }))
  router.use(publicFiles(folder))
  return router
}

/**
 * The public folder's other files, looked up on disk only for a path under one of its entries as
 * they were at start-up (the folder is part of the build). express.static alone asked the file
 * system about every page too (`/main/tab/2`): about 3 % of home's CPU (decision 038).
 */
function publicFiles(folder: string): RequestHandler {
  const serve = express.static(folder, { maxAge: '1h' })
  const entries = new Set(readdirSync(folder).filter((name) => name !== 'build'))
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? ''
    let name = first
    try {
      name = decodeURIComponent(first)
    } catch {
      // A malformed escape names no file.
    }
    if (entries.has(name)) return serve(req, res, next)
    next()
  }
}
