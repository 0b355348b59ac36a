import { wishlist as MSG } from '../../app/domain/catalogue/core/wishlist'
import { WISHLIST_RULES, wishFits } from '../../app/domain/wishlist'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import { snakeKeys } from '../commerce/errors'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'

/** Contract "V2: 찜": the product is not in the catalogue; nothing is stored. */
export const wishProductNotFound = () => new HttpError(404, 'NOT_FOUND', MSG.notFound, { reason: 'PRODUCT_NOT_FOUND' })
const wishlistFull = () => new HttpError(400, 'BAD_REQUEST', MSG.full(WISHLIST_RULES.max), { reason: 'WISHLIST_FULL' })

export type WishState = { product_id: number; wished: boolean; wish_count: number }

/** How many members keep the product, and whether this member (null: a guest) is one. */
export async function wishState(db: Queryable, productId: number, userId: number | null): Promise<WishState> {
  const [row] = await db.query<{ wish_count: number; wished: boolean }>(
    `select count(*)::int as wish_count, coalesce(bool_or(user_id = $2), false) as wished
       from wishlists where product_id = $1`,
    [productId, userId],
  )
  return { product_id: productId, wished: row?.wished ?? false, wish_count: row?.wish_count ?? 0 }
}

/**
 * Keeps the product for the member; a second 찜 changes nothing (one row per member and product).
 * The member's rows are locked first so two 찜 at once cannot pass the limit together.
 */
export async function addWish(db: Db, userId: number, productId: number, now: Date): Promise<WishState> {
  await db.transaction(async (tx) => {
    const [product] = await tx.query('select 1 from products where product_id = $1', [productId])
    if (!product) throw wishProductNotFound()
    await tx.query('select 1 from users where user_id = $1 for update', [userId])
    const [kept] = await tx.query<{ count: number; has: boolean }>(
      'select count(*)::int as count, coalesce(bool_or(product_id = $2), false) as has from wishlists where user_id = $1',
      [userId, productId],
    )
    if (!wishFits(kept?.count ?? 0, kept?.has ?? false)) throw wishlistFull()
    await tx.query('insert into wishlists (user_id, product_id, created_at) values ($1, $2, $3) on conflict do nothing', [
      userId,
      productId,
      now.toISOString(),
    ])
  })
  return wishState(db, productId, userId)
}

/** Lets the product go; one not kept (or not in the catalogue) is already gone. */
export async function removeWish(db: Queryable, userId: number, productId: number): Promise<WishState> {
  await db.query('delete from wishlists where user_id = $1 and product_id = $2', [userId, productId])
  return wishState(db, productId, userId)
}

/** The member's products, newest 찜 first, as the cards show them (ProductSummary + wished_at). */
export async function listWishes(db: Queryable, userId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db.query<ProductSummary & { wishedAt: Date | string }>(
      `select ${PRODUCT_SUMMARY_COLUMNS}, w.created_at as "wishedAt"
         from wishlists w join products p using (product_id) join brands b using (brand_id)
        where w.user_id = $1
        order by w.created_at desc, w.product_id desc
        limit $2 offset $3`,
      [userId, size, (page - 1) * size],
    ),
    db.query<{ count: number }>('select count(*)::int as count from wishlists where user_id = $1', [userId]),
  ])
  return {
    products: rows.map(({ wishedAt, ...product }) => ({ ...snakeKeys(product), wished_at: new Date(wishedAt).toISOString() })),
    total_count: total?.count ?? 0,
    page,
    size,
  }
}

/** Every product the member keeps (at most WISHLIST_RULES.max), for the hearts of any page. */
export async function wishedIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    'select product_id from wishlists where user_id = $1 order by created_at desc, product_id desc',
    [userId],
  )
  return rows.map((row) => row.product_id)
}
