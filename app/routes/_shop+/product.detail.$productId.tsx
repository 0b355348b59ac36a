import { type HeadersFunction, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { bff } from '~/backends/bff.server'
import { catalog } from '~/backends/catalog.server'
import { wishlist } from '~/backends/wishlist.server'
import { getEnv } from '~/config.server'
import { categoryHref, rememberViewed } from '~/domain/catalog'
import { chosenOption } from '~/domain/chosen-option'
import { flagOn, orderReviews } from '~/domain/experiment-flags'
import { shownPrice } from '~/domain/list-price'
import * as MSG from '~/domain/messages'
import { productHref } from '~/domain/product'
import { parseRecordId } from '~/domain/record-id'
import { DEFAULT_REVIEW_QUERY, inPages, parseReviewQuery } from '~/domain/reviews'
import { wayBack, withFrom } from '~/domain/way-back'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { notFound, orFallback, withPageErrors } from '~/http/responses.server'
import { PageEvent } from '~/islands/Tracking'
import { useShellData } from '~/islands/use-shell-data'
import { WishButton } from '~/islands/WishButton'
import { similarPetSection } from '~/routes/_shop+/__similar-pet.server'
import { requestContext } from '~/session/context.server'
import { readRecentlyViewed, recentlyViewedHeader } from '~/session/preferences.server'
import { CartLink } from '~/ui/cart/CartLink'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { ProductSection } from '~/ui/home/ProductSection'
import { shareMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { LazyReviewList } from '~/ui/product/LazyReviewList'
import { ProductGallery } from '~/ui/product/ProductGallery'
import { DeliveryOptions, ProductInfo, ProductOptions, RestockOptions } from '~/ui/product/ProductInfo'
import { ProductJsonLd } from '~/ui/product/ProductJsonLd'
import { SubscriptionEntry } from '~/ui/subscription/SubscriptionEntry'

// ‹ leads back to the linking page (Referer): a shared cache keeps one copy per referring page.
export const headers: HeadersFunction = (args) => ({ ...loaderCacheControl(args), Vary: 'Referer' })

/** `/product/detail/{productId}`: everything about one product. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const productId = parseRecordId(params.productId)
  // A malformed id is the same not-found screen the backend's business error gives (spec §8).
  if (productId === null) throw notFound(MSG.error.productNotFound)
  const ctx = await requestContext(request, context)
  const url = new URL(request.url)
  const reviewQuery = parseReviewQuery(url.searchParams)
  const [product, page, viewed, experiments, similar, wishCount] = await Promise.all([
    withPageErrors(() => catalog.productDetail(ctx, productId)),
    // Reviews are worth showing, not worth failing the page for.
    orFallback(catalog.reviewPages(ctx, productId, reviewQuery), null),
    readRecentlyViewed(request),
    bff.experiments(ctx),
    similarPetSection(ctx, request, productId),
    // Decision 059: how many shoppers keep it, from V2's stored 찜; without it the heart alone.
    orFallback(
      wishlist.count(ctx, productId).then((state) => state.wishCount),
      null,
    ),
  ])
  const category = product.category.path.length > 0 ? categoryHref(product.category.path) : '/'
  // Decision 027: ‹ leads where the shopper came from (search results with their filters and sort).
  const backTo = wayBack({
    from: url.searchParams.get('from'),
    referer: request.headers.get('referer'),
    origins: [url.origin, new URL(getEnv().PUBLIC_URL).origin],
    fallback: category,
  })
  // reviewPhotoFirst reorders the default list within each page of 5, so 더 보기 only ever adds below.
  const photoFirst = reviewQuery.sort === DEFAULT_REVIEW_QUERY.sort && !reviewQuery.photoOnly
  const reviews =
    page && photoFirst ? { ...page, reviews: inPages(page.reviews).flatMap((chunk) => orderReviews(chunk, experiments)) } : page
  return json(
    {
      product,
      reviews,
      reviewQuery,
      similar,
      wishCount,
      quick: flagOn(experiments, 'quickDelivery'),
      backTo,
      here: withFrom(productHref(productId), backTo, category),
      from: backTo === category ? null : backTo,
      // 선택한 옵션 가격 보기 without JavaScript: the option ticked, and priced at the top.
      optionId: chosenOption(product, parseRecordId(url.searchParams.get('optionId')))?.optionId ?? null,
    },
    // What was viewed is remembered only when the list changes (this product not already first):
    // an answer that sets it is personal (the host makes it private), one that does not is a
    // guest's shareable page (decision 038). A crawler gets no cookie (spec §6, decision 060).
    {
      headers: {
        ...cacheHeaders(forShopper(ctx.session)),
        ...(viewed[0] === productId || ctx.isBot ? {} : { 'Set-Cookie': await recentlyViewedHeader(rememberViewed(viewed, productId)) }),
      },
    },
  )
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? shareMeta(args, {
        title: args.data.product.productName,
        description: args.data.product.description,
        image: args.data.product.images[0],
        type: 'product',
        // The price its cards show (decision 046): the lowest option that can be bought.
        price: shownPrice(args.data.product).salePrice,
      })
    : [{ title: errorPageTitle(args.error) }]

export default function ProductDetailPage() {
  const { product, reviews, reviewQuery, similar, wishCount, quick, backTo, here, from, optionId } = useLoaderData<typeof loader>()
  const wished = useShellData()?.wishedIds.includes(product.productId) ?? false
  // One option priced everywhere on the page: the headline, the ticked radio, the event.
  const [chosenId, choose] = useState(optionId)
  const chosen = chosenOption(product, chosenId)
  const tracked = chosen ? { ...product, price: chosen.price, discountApplyPrice: chosen.discountApplyPrice } : product
  return (
    <article className="product-detail">
      <PageEvent event={{ name: 'view_product', product: tracked }} />
      <ProductJsonLd product={product} />
      <PageHeader
        title={product.category.path.at(-1)?.name ?? MSG.catalog.title}
        backTo={backTo}
        titleIsHeading={false}
        historyBack
        end={<CartLink />}
      />
      <ProductGallery images={product.images} name={product.productName} />
      <ProductInfo product={product} option={chosen} />
      <div className="product-detail__wish">
        <WishButton productId={product.productId} productName={product.productName} wished={wished} count={wishCount} variant="text" />
      </div>
      <ProductOptions product={product} redirectTo={here} chosen={chosen} onChoose={choose} />
      <RestockOptions product={product} />
      {product.subscribable ? <SubscriptionEntry productId={product.productId} /> : null}
      <DeliveryOptions delivery={product.delivery} quick={quick} />
      <section className="detail-section" aria-labelledby="description-title">
        <h2 id="description-title">{MSG.productDetail.description}</h2>
        {product.description.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph} className="detail-section__text">
            {paragraph}
          </p>
        ))}
      </section>
      <LazyReviewList reviews={reviews} query={reviewQuery} from={from} />
      {similar ? <ProductSection section={similar} /> : null}
      {product.relatedProducts.length > 0 ? (
        <ProductSection
          section={{ sectionId: 'related', type: 'PRODUCT_SCROLL', title: MSG.productDetail.related, products: product.relatedProducts }}
        />
      ) : null}
    </article>
  )
}

export const ErrorBoundary = ShopErrorBoundary
