/** The browser build and the public folder. */
import path from 'node:path'
import express from 'express'

export function staticFiles(root: string): express.Router {
  const router = express.Router()
  // Fingerprinted build assets never change; other public files may, so they are cached briefly.
  router.use('/build', express.static(path.join(root, 'public', 'build'), { immutable: true, maxAge: '1y' }))
  router.use(express.static(path.join(root, 'public'), { maxAge: '1h' }))
  return router
}
