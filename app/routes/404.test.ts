import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { Browser, visit } from '../../tests/fixtures/route-browser'
import { loader, meta } from './404'

/** `/404`: spec §8's not-found alert, with its status. */

test('[R8.6] /404 answers 404 with the Korean not-found message, and its title is the catalogue’s', async () => {
  const answer = await visit(new Browser(), loader, '/404')
  expect(answer.status).toBe(404)
  expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: MSG.error.notFound })
  const tags = meta({} as Parameters<typeof meta>[0])
  expect(tags).toContainEqual({ title: `${MSG.screen.notFoundTitle} | ${MSG.brand.name}` })
})
