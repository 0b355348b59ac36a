import { flatRoutes } from 'remix-flat-routes'

/**
 * Routes sit in app/routes grouped by area in `_area+` folders (decision 055): remix-flat-routes
 * reads `_shop+/product.detail.$productId.tsx` as `_shop.product.detail.$productId`, and the
 * leading `_` makes the folder's segment pathless, so the URL stays /product/detail/:productId.
 * Remix's own convention is off (`**\/*`) so no file is read twice.
 */
const ROUTE_IGNORES = ['**/.*', '**/__*', '**/*.test.{ts,tsx}', '**/*.css']

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) => flatRoutes('routes', defineRoutes, { ignoredRouteFiles: ROUTE_IGNORES }),
  serverModuleFormat: 'esm',
  serverBuildPath: 'build/index.js',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  serverDependenciesToBundle: [/^remix-utils.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
}
