import { Link } from '@remix-run/react'
import type { Order } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'
import { productHref } from '~/domain/product'

/** An order's products with price and quantity (spec §3 order tracking), and a review link when due. */
export function OrderLines({ order, reviews = false }: { order: Order; reviews?: boolean }) {
  return (
    <ul className="order-lines">
      {order.products.map((line) => (
        <li key={line.lineNo} className="order-line">
          <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />
          <div>
            <Link to={productHref(line.productId)} className="order-line__name">
              {line.productName}
            </Link>
            <p className="order-line__meta">
              {[line.optionName, SHOP_MSG.orderLine.summary(formatWon(line.price), line.quantity)].filter(Boolean).join(' · ')}
            </p>
            {reviews && order.status === 'DELIVERED' ? (
              line.reviewId ? (
                <span className="order-line__done">{SHOP_MSG.orderLine.reviewed}</span>
              ) : (
                <Link to={`/review/write?orderId=${order.orderId}&lineNo=${line.lineNo}`} className="text-link">
                  {SHOP_MSG.orderLine.writeReview}
                </Link>
              )
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
