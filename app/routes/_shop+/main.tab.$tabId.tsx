import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { bff } from '~/backends/bff.server'
import { visibleBanners } from '~/domain/experiment-flags'
import { parseTabId } from '~/domain/home'
import * as MSG from '~/domain/messages'
import { productGroupName } from '~/domain/product-group'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import type { ShellHandle } from '~/root'
import { similarPetSection } from '~/routes/_shop+/__similar-pet.server'
import { requestContext } from '~/session/context.server'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { BannerCarousel } from '~/ui/home/BannerCarousel'
import { HomeHeader } from '~/ui/home/HomeHeader'
import { ProductSection } from '~/ui/home/ProductSection'
import { TabBar } from '~/ui/home/TabBar'
import { pageMeta } from '~/ui/meta'

export const handle: ShellHandle = { promotions: true }

export const headers = loaderCacheControl

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tabId = parseTabId(params.tabId)
  if (tabId === null) throw notFound()
  const ctx = await requestContext(request, context)
  const experiments = await bff.experiments(ctx)
  const [frame, similar] = await Promise.all([withPageErrors(() => bff.tabFrame(ctx, tabId, experiments)), similarPetSection(ctx, request)])
  frame.tab.banners = visibleBanners(frame.tab.banners, experiments)
  // A guest's home is the same for every guest with the same experiment assignment and dog/cat
  // side: the host's micro-cache keys it by those (decision 038).
  return json({ frame, similar, productGroup1Id: ctx.productGroup1Id }, { headers: cacheHeaders(forShopper(ctx.session)) })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return pageMeta(errorPageTitle(error))
  const tab = `${productGroupName(data.productGroup1Id)} ${data.frame.tab.title}`
  return pageMeta(MSG.home.title(tab), MSG.pageDescription.home(tab))
}

export default function HomeTab() {
  const { frame, similar, productGroup1Id } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <>
      <div className="sticky-top">
        <HomeHeader productGroup1Id={productGroup1Id} redirectTo={location.pathname} />
        <TabBar tabs={frame.tabs} />
      </div>
      <h1 className="sr-only">{`${productGroupName(productGroup1Id)} ${frame.tab.title}`}</h1>
      <BannerCarousel banners={frame.tab.banners} />
      {similar ? <ProductSection section={similar} /> : null}
      {frame.tab.sections.map((section, index) => (
        <ProductSection key={section.sectionId} section={section} eager={index === 0} />
      ))}
    </>
  )
}

export const ErrorBoundary = ShopErrorBoundary
