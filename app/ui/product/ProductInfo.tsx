import { Form } from '@remix-run/react'
import type { ProductDetail } from '~/domain/catalog.schema'
import { discountRate, formatCount, formatScore, formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { isSoldOut, productHref } from '~/domain/product'
import { RestockButton } from '~/islands/RestockButton'
import { ShareButton } from '~/islands/ShareButton'

type Option = ProductDetail['options'][number]

/**
 * Brand, name, marks, prices and the review summary at the top of a product page. The price is
 * the chosen option's (domain/chosen-option.ts); the product's own while nothing can be bought.
 */
export function ProductInfo({ product, option }: { product: ProductDetail; option: Option | null }) {
  const priced = option ?? product
  const rate = discountRate(priced.price, priced.discountApplyPrice)
  return (
    <section className="product-info">
      {product.brandName ? <p className="product-info__brand">{product.brandName}</p> : null}
      <h1 className="product-info__name">
        {product.isPb ? <span className="badge-inline">{MSG.product.pb}</span> : null} {product.productName}
      </h1>
      <p className="product-info__price">
        {rate > 0 ? <span className="product-card__rate">{MSG.product.discountLabel(rate)}</span> : null}
        <strong data-testid="headline-price">{formatWon(priced.discountApplyPrice)}</strong>
        {rate > 0 ? (
          <del>
            <span className="sr-only">{MSG.product.listPrice} </span>
            {formatWon(priced.price)}
          </del>
        ) : null}
      </p>
      {product.reviewCount > 0 ? (
        <a className="product-info__rating" href="#reviews">
          <span aria-hidden="true">★</span>{' '}
          {MSG.productDetail.reviewSummary(formatScore(product.reviewScore), formatCount(product.reviewCount))}
        </a>
      ) : null}
      <ShareButton
        title={product.productName}
        description={product.brandName ?? ''}
        imageUrl={product.images[0] ?? '/favicon.svg'}
        path={productHref(product.productId)}
      />
      {isSoldOut(product) ? (
        <p className="product-info__soldout" role="status">
          {product.isEntirelySoldout ? MSG.productDetail.entirelySoldOut : MSG.product.soldOut}
        </p>
      ) : null}
    </section>
  )
}

/**
 * Options, quantity and the two buys as one form posted to `/v2/cart` (works without JavaScript):
 * sold-out options cannot be chosen, the quantity is bounded by the product's limit. Ticking an
 * option prices it at the top: with JavaScript at once (`onChoose`), without it by 선택한 옵션 가격
 * 보기, which asks for this page again with `?optionId=`.
 */
export function ProductOptions({
  product,
  redirectTo,
  chosen,
  onChoose,
}: {
  product: ProductDetail
  redirectTo: string
  chosen: Option | null
  onChoose: (optionId: number) => void
}) {
  const buyable = product.options.filter((o) => !o.soldOut)
  const soldOut = product.isEntirelySoldout || buyable.length === 0
  return (
    <Form method="post" action="/v2/cart" className="detail-section buy-form" aria-labelledby="options-title">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="option-list">
        <legend id="options-title">{MSG.productDetail.options}</legend>
        {product.options.map((option) => (
          <label key={option.optionId} className="option-list__item" data-soldout={option.soldOut || undefined}>
            <input
              type="radio"
              name="optionId"
              value={option.optionId}
              disabled={option.soldOut}
              defaultChecked={option.optionId === chosen?.optionId}
              onChange={() => onChoose(option.optionId)}
              required
            />
            <span className="option-list__name">{option.name}</span>
            <span className="option-list__price">
              {option.soldOut ? (
                <strong className="option-list__state">{MSG.productDetail.soldOut}</strong>
              ) : (
                <>
                  {option.stock <= 5 ? <span className="option-list__state">{MSG.productDetail.stockLeft(option.stock)}</span> : null}
                  {formatWon(option.discountApplyPrice)}
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {buyable.length > 1 ? (
        <noscript>
          <button
            type="submit"
            formMethod="get"
            formAction={productHref(product.productId)}
            formNoValidate
            className="button button--secondary button--small"
          >
            {MSG.productDetail.showOptionPrice}
          </button>
        </noscript>
      ) : null}
      <label className="buy-form__quantity">
        <span>{MSG.product.quantity}</span>
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={product.maxQuantity}
          step={1}
          defaultValue={1}
          required
          disabled={soldOut}
        />
      </label>
      <p className="field__hint">{MSG.productDetail.maxQuantity(product.maxQuantity)}</p>
      <div className="buy-form__actions">
        <button type="submit" name="intent" value="add" className="button button--secondary" disabled={soldOut}>
          {MSG.product.addToCart}
        </button>
        <button type="submit" name="intent" value="buy" className="button button--primary" disabled={soldOut}>
          {soldOut ? MSG.productDetail.soldOut : MSG.product.buyNow}
        </button>
      </div>
    </Form>
  )
}

/** Spec §3 delivery data decides which of these a shopper gets (the BFF intersects them). */
export function DeliveryOptions({ delivery, quick = false }: { delivery: ProductDetail['delivery']; quick?: boolean }) {
  const kinds: string[] = []
  if (delivery.morning) kinds.push(MSG.productDetail.morning)
  if (delivery.express) kinds.push(MSG.productDetail.express)
  if (delivery.logistic) kinds.push(MSG.productDetail.logistic)
  return (
    <section className="detail-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title">{MSG.productDetail.delivery}</h2>
      {quick && (delivery.morning || delivery.express) ? <p className="quick-delivery">{MSG.productDetail.quickDelivery}</p> : null}
      <ul className="delivery-list">
        {kinds.map((kind) => (
          <li key={kind} className="badge-inline">
            {kind}
          </li>
        ))}
      </ul>
      <p className="field__hint">
        {delivery.fee === 0 ? MSG.productDetail.freeShipping : MSG.productDetail.fee(formatWon(delivery.fee), formatWon(delivery.freeOver))}
      </p>
      {delivery.seoulOnly ? <p className="field__hint">{MSG.productDetail.seoulOnly}</p> : null}
    </section>
  )
}

/**
 * 재입고 알림 (decision 063): each sold-out option offers 신청 where 담기 would be; its own form,
 * beside the buy form (forms do not nest).
 */
export function RestockOptions({ product }: { product: ProductDetail }) {
  const soldOut = product.options.filter((option) => option.soldOut || product.isEntirelySoldout)
  if (soldOut.length === 0) return null
  return (
    <section className="detail-section restock-options" aria-labelledby="restock-title">
      <h2 id="restock-title">{MSG.restock.title}</h2>
      <ul className="restock-options__list">
        {soldOut.map((option) => (
          <li key={option.optionId} className="restock-options__item">
            <span className="option-list__name">
              {option.name} <strong className="option-list__state">{MSG.productDetail.soldOut}</strong>
            </span>
            <RestockButton productId={product.productId} optionId={option.optionId} optionName={option.name} />
          </li>
        ))}
      </ul>
    </section>
  )
}
