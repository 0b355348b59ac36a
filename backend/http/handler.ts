import type { NextFunction, Request, RequestHandler, Response } from 'express'

/** Express 4 does not catch rejected promises; this forwards them to the error middleware. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next)
  }
}
