import type { ProductDetail } from '~/domain/catalog.schema'
import { jsonLdText, productJsonLd } from '~/domain/product-json-ld'
import { useShellData } from '~/islands/use-shell-data'

/**
 * The product as search engines read it (decision 060): schema.org JSON-LD in the server's HTML.
 * A data block, never run, so the CSP's nonce does not apply; `jsonLdText` keeps a product's name
 * from closing the tag.
 */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const shell = useShellData()
  if (!shell) return null
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText, not markup
      dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product, shell.publicUrl)) }}
    />
  )
}
