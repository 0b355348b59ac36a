import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { bff } from '~/backends/bff.server'
import { cart } from '~/backends/cart.server'
import { signupCoupon } from '~/backends/signup-coupon.server'
import { wishlist } from '~/backends/wishlist.server'
import { getEnv } from '~/config.server'
import { signupPromise } from '~/domain/coupons'
import { visibleNavItems } from '~/domain/features'
import * as MSG from '~/domain/messages'
import { activeNavType, routePattern } from '~/domain/navigation'
import { isNativeApp } from '~/domain/platform'
import { showsPushSheet } from '~/domain/push'
import type { ShellData } from '~/domain/shell-data'
import { type PublicThirdParty, publicThirdParty } from '~/domain/third-party'
import { cacheHeaders, shellCacheControl } from '~/http/cache-headers'
import { orFallback } from '~/http/responses.server'
import { openBridgeInbox } from '~/islands/bridge-inbox'
import { ErrorReporter } from '~/islands/ErrorReporter'
import { LogoutOrchestrator } from '~/islands/LogoutOrchestrator'
import { PageLifecycle } from '~/islands/PageLifecycle'
import { SearchFallback } from '~/islands/SearchFallback'
import { ShellTracking } from '~/islands/ShellTracking'
import { requestContext } from '~/session/context.server'
import { readFlash, seesFlash } from '~/session/flash.server'
import { getHoneypot } from '~/session/honeypot.server'
import { memberState } from '~/session/member.server'
import { runOnceForSession } from '~/session/once.server'
import { readDismissed } from '~/session/preferences.server'
import { readPushDeclined } from '~/session/push-sheet.server'
import appStyles from '~/styles/app.css'
import { BottomFixedBanner, SignupToast } from '~/ui/Banners'
import { BottomNav } from '~/ui/BottomNav'
import { CanonicalLink } from '~/ui/CanonicalLink'
import { loadErrorScreens, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { GlobalLoading } from '~/ui/GlobalLoading'
import { useNonce } from '~/ui/nonce'
import { DesktopAside, SiteFooter } from '~/ui/Shell'
import { ToastWrapper } from '~/ui/Toast'

const NO_THIRD_PARTY: PublicThirdParty = {}
const NO_FLASH = { toast: null, alert: null, loginRedirect: null, headers: {} } as const

// Spec §2: the developer tool exists in development builds only; production bundles drop it.
const DevTool = process.env.NODE_ENV === 'production' ? null : lazy(() => import('~/islands/devtool/DevTool'))
// Only with ?openPushHalfModal=y: its code is fetched when it shows, not by every visit (the server
// still renders the sheet into the HTML).
const PushSheet = lazy(() => import('~/ui/PushSheet').then((module) => ({ default: module.PushSheet })))
// Only for a session that ended or an account that cannot continue (§8): rare, and its texts (the
// sign-in section of the catalogue) are not worth every page's download. Rendered by the server too.
const AccountAlert = lazy(() => import('~/ui/AccountAlert').then((module) => ({ default: module.AccountAlert })))
// A flash alert (§2 alert), after a redirect that has one: rare, rendered by the server too.
const Alert = lazy(() => import('~/ui/Alert').then((module) => ({ default: module.Alert })))
// Only inside the apps, where it is loaded once the page is interactive: messages the shell sends
// before it is in wait in the inbox (islands/bridge-inbox.ts) and are answered in order.
const NativeBridge = lazy(() => import('~/islands/NativeBridge').then((module) => ({ default: module.NativeBridge })))

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export const meta: MetaFunction = () => [
  { title: `${MSG.brand.name} | ${MSG.brand.tagline}` },
  { name: 'description', content: MSG.brand.description },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context, { shell: true })
  const loadExperiments = bff.experiments(ctx)
  const [member, allNavItems, flash, dismissed, experiments, signupPromiseText, cartCount, wishedIds, once] = await Promise.all([
    memberState(ctx),
    // The bar is not worth failing a page for: without items it keeps its skeleton (§2). When the
    // BFF just failed to give the experiments, asking it for the bar too would only add a second
    // wait (another 10 s while it hangs) to every page.
    orFallback(
      loadExperiments.then((variants) => (bff.answered(variants) ? bff.navigationItems(ctx, variants) : null)),
      null,
    ),
    // Spent only by a page someone sees: not `/` (a redirect), not a missing image's 404 page.
    seesFlash(request) ? readFlash(request) : NO_FLASH,
    readDismissed(request),
    loadExperiments,
    // Decision 027: the sign-up toast names the coupon sign-up really issues; unreachable (null
    // here), it promises none.
    ctx.session === null
      ? orFallback(
          signupCoupon.forBanner(ctx).then((answer) => signupPromise(answer.coupon)),
          null,
        )
      : null,
    // Every header's cart link says how many lines the cart holds (a guest without a cart has
    // none to ask about, so guests' shareable pages ask nothing); no count is better than no page.
    ctx.session === null && ctx.guestCartId === null
      ? 0
      : orFallback(
          cart.get(ctx).then((answer) => answer.items.length),
          null,
        ),
    // Decision 059: every heart on the page says whether the member keeps its product.
    ctx.session === null ? [] : orFallback(wishlist.ids(ctx), []),
    // With the rest, not after it: its member detail is the one memberState is loading (one call),
    // and its event would otherwise be a third and fourth round trip in a row (decision 064).
    runOnceForSession(request, ctx),
  ])
  // Decision 054: a page drawn from a fallback (the bar's skeleton, every flag off, a banner that
  // promises nothing, no cart count) is this moment's: no shared cache may keep it.
  const fellBack = allNavItems === null || (ctx.session === null && signupPromiseText === null) || cartCount === null
  // No way into the community while its experiment is off for this device.
  const shown = allNavItems?.filter((item) => item.type !== 'community' || experiments.communityVisible === 'on') ?? null
  // R3.9: nor into a feature turned off for this member.
  const navItems = shown ? visibleNavItems(shown, member.member?.excludedFeatures ?? []) : null
  return json(
    {
      osCode: ctx.osCode,
      isNativeApp: isNativeApp(ctx.osCode),
      appVersion: ctx.appVersion,
      userId: ctx.session ? ctx.userId : null,
      bottomMode: ctx.nativeApp?.hiddenBottom ? ('hidden-bottom-app' as const) : ('default' as const),
      isGuest: ctx.session === null,
      member: member.member,
      accountAlert: member.accountAlert,
      honeypot: getHoneypot().getInputProps(),
      productGroup1Id: ctx.productGroup1Id,
      navItems,
      toast: flash.toast,
      alert: flash.alert,
      dismissed,
      signupPromise: signupPromiseText ?? signupPromise(null),
      experiments,
      cartCount,
      wishedIds,
      thirdParty: publicThirdParty(getEnv()),
      publicUrl: getEnv().PUBLIC_URL,
      demo: getEnv().SHOP_DEMO === 'true',
      pushSheet: showsPushSheet(new URL(request.url).searchParams, {
        // Decision 050: this device's refusal (its cookie) and the member's (kept by V2).
        declined: [await readPushDeclined(request), member.member?.pushSheetDeclinedAt],
        now: new Date(),
        memberPush: member.member?.push.mobilePushCode ?? null,
        isGuest: ctx.session === null,
      }),
    } satisfies ShellData & Record<string, unknown>,
    { headers: rootHeaders(flash.headers, once, fellBack) },
  )
}

function rootHeaders(flash: Record<string, string>, once: string | null, fellBack: boolean): Headers {
  const headers = new Headers({ ...flash, ...(fellBack ? cacheHeaders('private') : {}) })
  if (once) headers.append('set-cookie', once)
  return headers
}

export const headers = shellCacheControl

/** Loaded when the page is idle, for the search fallback island (an island may not import ui/). */
const loadSearchSkeletons = () => import('~/ui/search/SearchSkeletons')

export type RootData = ReturnType<typeof useRootData>
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/** What a route can say about the shell through its `handle` export. */
export type ShellHandle = { bottomNav?: 'hidden' | 'divider'; promotions?: boolean }

function useShellHandle(): ShellHandle {
  const matches = useMatches()
  return Object.assign({}, ...matches.map((match) => match.handle as ShellHandle | undefined))
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRootData()
  // Marks the moment JavaScript has taken over the page (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html
      lang="ko"
      data-app={data?.isNativeApp ? 'native' : undefined}
      data-bottom-mode={data?.bottomMode === 'default' ? undefined : data?.bottomMode}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover" />
        <meta name="theme-color" content="#ffffff" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
        <CanonicalLink />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {MSG.shell.skipToContent}
        </a>
        <div className="page-background">
          <DesktopAside productGroup1Id={data?.productGroup1Id ?? 1} />
          <div className="phone-column" id="app">
            {children}
          </div>
        </div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell() {
  const data = useRootData()
  const location = useLocation()
  const matches = useMatches()
  const handle = useShellHandle()
  const last = matches[matches.length - 1]
  const active = data?.navItems
    ? activeNavType(data.navItems, location.pathname, routePattern(location.pathname, last?.params ?? {}))
    : null
  const here = `${location.pathname}${location.search}`
  const promotion = handle.promotions && data ? pickPromotion(data) : null
  useShutdownChatOnSignOut(data?.userId ?? null)
  usePreloadErrorScreens()
  return (
    <>
      <GlobalLoading />
      <SearchFallback loadSkeletons={loadSearchSkeletons} />
      <ShellTracking
        userId={data?.userId ?? null}
        inApp={data?.isNativeApp ?? false}
        thirdParty={data?.thirdParty ?? NO_THIRD_PARTY}
        productGroup1Id={data?.productGroup1Id ?? 1}
      />
      <PageLifecycle />
      <ErrorReporter dsn={data?.thirdParty.sentryDsn} />
      <LogoutOrchestrator inApp={data?.isNativeApp ?? false} thirdParty={data?.thirdParty ?? NO_THIRD_PARTY} />
      {DevTool ? (
        <Suspense fallback={null}>
          <DevTool osCode={data?.osCode ?? 'E'} appVersion={data?.appVersion ?? '0.0.0'} />
        </Suspense>
      ) : null}
      {data?.isNativeApp ? (
        <InAppBridge>
          <NativeBridge
            userId={data.userId}
            productGroup1Id={data.productGroup1Id}
            experiments={data.experiments}
            toast={data.toast}
            push={data.member?.push ?? null}
          />
        </InAppBridge>
      ) : null}
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter demo={data?.demo} />
      <div className="bottom-dock">
        {promotion === 'signupToast' ? <SignupToast redirectTo={here} text={data?.signupPromise ?? MSG.shell.signupToastPlain} /> : null}
        {promotion === 'appBanner' ? <BottomFixedBanner redirectTo={here} /> : null}
        <BottomNav
          items={data?.navItems ?? null}
          productGroup1Id={data?.productGroup1Id ?? 1}
          active={active}
          hidden={handle.bottomNav === 'hidden'}
          divider={handle.bottomNav === 'divider'}
        />
      </div>
      {data?.pushSheet ? (
        <Suspense fallback={null}>
          <PushSheet here={here} />
        </Suspense>
      ) : null}
      <ToastWrapper toast={data?.isNativeApp ? null : (data?.toast ?? null)} />
      {data?.accountAlert ? (
        <Suspense fallback={null}>
          <AccountAlert kind={data.accountAlert} here={here} />
        </Suspense>
      ) : null}
      {data?.alert ? (
        <Suspense fallback={null}>
          <Alert
            title={data.alert.title}
            message={data.alert.message}
            version={data.alert.version}
            actions={[{ label: MSG.screen.confirm, href: data.alert.confirmHref ?? here, primary: true }]}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * The bridge's inbox opens as the page becomes interactive (when the bridge itself used to be
 * there); the bridge is rendered only in the browser, so the server's page is the same without it.
 */
function InAppBridge({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    openBridgeInbox()
    setOpen(true)
  }, [])
  return open ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** The §8 screens' code once the page is idle, so that a navigation that fails (offline too) has it. */
function usePreloadErrorScreens() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1))
    idle(() => void loadErrorScreens().catch(() => undefined))
  }, [])
}

/** Spec §4: signing out shuts the web chat widget down (it outlives client-side navigations). */
function useShutdownChatOnSignOut(userId: number | null) {
  const last = useRef(userId)
  useEffect(() => {
    // The widget's code is in only if it was opened; importing it here otherwise finds nothing to shut.
    if (last.current !== null && userId === null) void import('~/islands/chat.client').then(({ shutdownChat }) => shutdownChat(false))
    last.current = userId
  }, [userId])
}

/**
 * One promotion at a time above the bar, so a small phone keeps its screen: the sign-up toast for
 * guests first, then the app banner on the mobile web (never inside the apps).
 */
function pickPromotion(data: NonNullable<RootData>): 'signupToast' | 'appBanner' | null {
  if (data.isGuest && !data.dismissed.includes('signupToast')) return 'signupToast'
  if (!data.isNativeApp && !data.dismissed.includes('appBanner')) return 'appBanner'
  return null
}

export default function App() {
  return <Shell />
}

export function ErrorBoundary() {
  return (
    <main id="main" className="page">
      <ShopErrorBoundary />
    </main>
  )
}
