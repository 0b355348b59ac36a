import * as COMMUNITY_MSG from '~/domain/messages.community'
import type { ProductSummary } from '~/domain/product'

export type EditorImage = { uploadKey: string; thumbUrl: string; productIds: number[] }
export type EditorVideo = { videoKey: string; posterUrl: string | null }

type Props = {
  images: EditorImage[]
  products: ProductSummary[]
  onRemove: (uploadKey: string) => void
  onTag: (uploadKey: string, productId: number, on: boolean) => void
}

/**
 * The pictures that are up, each with 빼기 and its product tags (decision 049: the first picture
 * too). The tags are checkboxes of every product the editor knows — 최근 본 상품, what 상품 찾기
 * found, and what is tagged already.
 */
export function PostMedia({ images, products, onRemove, onTag }: Props) {
  return (
    <ol className="post-editor__images">
      {images.map((image, index) => (
        <li key={image.uploadKey}>
          <input type="hidden" name={`images[${index}].uploadKey`} value={image.uploadKey} />
          <input type="hidden" name={`images[${index}].thumbUrl`} value={image.thumbUrl} />
          <div className="post-editor__picture">
            <img src={image.thumbUrl} alt={COMMUNITY_MSG.imageOf(index + 1, images.length)} width={96} height={96} />
            <button
              type="submit"
              name="remove"
              value={index}
              formNoValidate
              className="text-button"
              onClick={(event) => {
                event.preventDefault()
                onRemove(image.uploadKey)
              }}
            >
              {COMMUNITY_MSG.removeImage(index + 1)}
            </button>
          </div>
          {products.length > 0 ? (
            <fieldset className="post-editor__tags">
              <legend>
                {COMMUNITY_MSG.tagProducts(index + 1)}{' '}
                <span className="field__hint">{COMMUNITY_MSG.taggedCount(image.productIds.length)}</span>
              </legend>
              {products.map((product) => (
                <label key={product.productId} className="choice choice--inline">
                  <input
                    type="checkbox"
                    name={`images[${index}].productIds`}
                    value={product.productId}
                    checked={image.productIds.includes(product.productId)}
                    onChange={(event) => onTag(image.uploadKey, product.productId, event.currentTarget.checked)}
                  />
                  <span>{product.productName}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
