import type { MetaFunction } from '@remix-run/node'
import * as MSG from '~/domain/messages'
import { notFound } from '~/http/responses.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'

/** `/404`: the not-found alert of spec §8, with status 404. */
export async function loader() {
  throw notFound()
}

export const meta: MetaFunction = () => pageMeta(`${MSG.screen.notFoundTitle} | ${MSG.brand.name}`)

export default function NotFoundPage() {
  return null
}

export const ErrorBoundary = ShopErrorBoundary
