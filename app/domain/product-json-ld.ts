import { absoluteUrl } from './canonical'
import { categoryHref } from './catalog'
import type { ProductDetail } from './catalog.schema'
import { productHref } from './product'

/**
 * Decision 060: what search engines read of a product page, as schema.org JSON-LD: the `Product`
 * with an `Offer` per option (price in KRW, in or out of stock), its `AggregateRating` from the
 * same stored review figures the page shows (none without reviews), and a `BreadcrumbList` of the
 * category path. Only properties schema.org defines for each type (tests/fixtures/schema-org.json).
 */
type Node = { '@type': string } & Record<string, unknown>

const SCHEMA = 'https://schema.org'
const IN_STOCK = `${SCHEMA}/InStock`
const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`

function offers(product: ProductDetail, url: string): Node[] {
  const productSoldOut = product.isEntirelySoldout || product.productSellLimitStatusCode === 'SOLDOUT'
  if (product.options.length === 0) {
    return [
      {
        '@type': 'Offer',
        price: product.discountApplyPrice,
        priceCurrency: 'KRW',
        availability: productSoldOut ? OUT_OF_STOCK : IN_STOCK,
        url,
      },
    ]
  }
  return product.options.map((option) => ({
    '@type': 'Offer',
    name: option.name,
    sku: `${product.productId}-${option.optionId}`,
    price: option.discountApplyPrice,
    priceCurrency: 'KRW',
    availability: productSoldOut || option.soldOut || option.stock === 0 ? OUT_OF_STOCK : IN_STOCK,
    url,
  }))
}

export function productJsonLd(product: ProductDetail, origin: string): Node[] {
  const url = absoluteUrl(origin, productHref(product.productId))
  const path = product.category.path
  const productNode: Node = {
    '@type': 'Product',
    name: product.productName,
    sku: String(product.productId),
    url,
    image: product.images.map((image) => absoluteUrl(origin, image)),
    description: product.description.slice(0, 500),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(path.length > 0 ? { category: path.map((c) => c.name).join(' > ') } : {}),
    offers: offers(product, url),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviewScore,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  const crumbs: Node = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...path.map((category, index) => ({ name: category.name, item: absoluteUrl(origin, categoryHref(path.slice(0, index + 1))) })),
      { name: product.productName, item: url },
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  }
  return [productNode, crumbs].map((node) => ({ '@context': SCHEMA, ...node }))
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (still the
 * same JSON), so a product name with `</script>` or `<!--` cannot end the script or open a comment,
 * and U+2028/U+2029 escaped as older parsers want.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
