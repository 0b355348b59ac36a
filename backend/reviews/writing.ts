import { z } from 'zod'
import { POINT_RULES, reviewReward } from '../../app/domain/points'
import { REVIEW_RULES } from '../../app/domain/review-rules'
import { kstToday } from '../context'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { petAgeLabel } from '../pets/age'
import { addDays, credit, lockMember } from '../points/ledger'
import { attachPhotos, PHOTO_KEY } from './photos'
import { refreshTotals } from './reviews'

/** Largest value of an integer column: a bigger id is simply not the member's. */
const INT4_MAX = 2_147_483_647
const SMALLINT_MAX = 32_767
export const MAX_REVIEW_PHOTOS = REVIEW_RULES.photoLimit

const PHOTOS_UNAVAILABLE = '올린 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.'

const whole = (message: string, max: number) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).min(1, message).max(max, message)

/** Counts characters as people do: an emoji is one, not two UTF-16 units. */
const characters = (text: string) => [...text].length

/** What a review says: score, text and photos; written (`reviewBody`) and edited (`reviewEditBody`) alike. */
const reviewContent = {
  score: whole('별점을 1점에서 5점 사이로 골라 주세요.', 5),
  text: z
    .string({ required_error: '리뷰 내용을 입력해 주세요.', invalid_type_error: '리뷰 내용을 입력해 주세요.' })
    .trim()
    .refine((text) => characters(text) >= 10, '리뷰는 10자 이상 입력해 주세요.')
    .refine((text) => characters(text) <= 1000, '리뷰는 1000자 이하로 입력해 주세요.'),
  // Checked as a whole, so an error names the field itself (not photoKeys.0).
  photoKeys: z
    .array(z.unknown(), { invalid_type_error: PHOTOS_UNAVAILABLE })
    .max(MAX_REVIEW_PHOTOS, `사진은 ${MAX_REVIEW_PHOTOS}장까지 올릴 수 있어요.`)
    .refine((keys): keys is string[] => keys.every((key) => typeof key === 'string' && PHOTO_KEY.test(key)), PHOTOS_UNAVAILABLE)
    .refine((keys) => new Set(keys).size === keys.length, '같은 사진을 두 번 올릴 수 없어요.')
    .default([]),
}

/** Contract "POST /reviews", with the Korean messages the shop shows under the field. */
export const reviewBody = z.object({
  orderId: whole('주문 번호가 올바르지 않아요.', INT4_MAX),
  lineNo: whole('주문 상품이 올바르지 않아요.', SMALLINT_MAX),
  ...reviewContent,
})

/** Contract "POST /reviews/{reviewId}/edit" (decision 047). */
export const reviewEditBody = z.object(reviewContent)
export type ReviewEdit = z.output<typeof reviewEditBody>

export type ReviewInput = z.output<typeof reviewBody>

export const photosUnavailable = () =>
  new HttpError(400, 'BAD_REQUEST', PHOTOS_UNAVAILABLE, {
    reason: 'INVALID_FORMAT',
    field: 'photoKeys',
  })

type Author = { nickname: string; petName: string | null; petBirthday: Date | null }

/**
 * The member as the review shows them, now (as the seed does): nickname, and the pet of the
 * product's animal (the main one first; else the main pet) with its age; no age, no pet.
 */
async function author(tx: Queryable, userId: number, productId: number): Promise<Author | undefined> {
  const [row] = await tx.query<Author>(
    `select u.nickname, pet.name as "petName", pet.birthday as "petBirthday"
       from users u
       left join lateral (
         select name, birthday from pets
          where user_id = u.user_id
          order by animal_group1_id = (select product_group1_id from products where product_id = $2) desc,
                   is_representative desc, pet_id
          limit 1
       ) pet on true
      where u.user_id = $1`,
    [userId, productId],
  )
  return row
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

/**
 * Writes a member's review of one delivered order line, in one transaction with the product's
 * totals (recounted from its reviews) and its 적립금, answering what it paid. 400
 * NOT_REVIEWABLE unless the line is the member's and DELIVERED (another member's line answers
 * the same, revealing nothing), ALREADY_REVIEWED, or a photoKeys field error; nothing changes then.
 */
export async function writeReview(db: Db, userId: number, input: ReviewInput, now: Date): Promise<{ reviewId: number; reward: number }> {
  try {
    return await db.transaction(async (tx) => {
      // The order's row lock serialises two reviews of the same line (and status changes).
      const [line] = await tx.query<{ productId: number; status: string }>(
        `select oi.product_id as "productId", o.status
           from orders o join order_items oi on oi.order_id = o.order_id
          where o.order_id = $1 and oi.line_no = $2 and o.user_id = $3
          for update of o`,
        [input.orderId, input.lineNo, userId],
      )
      if (line?.status !== 'DELIVERED') throw new HttpError(400, 'NOT_REVIEWABLE')
      const done = await tx.query('select 1 from reviews where order_id = $1 and line_no = $2', [input.orderId, input.lineNo])
      if (done.length > 0) throw new HttpError(400, 'ALREADY_REVIEWED')

      const who = await author(tx, userId, line.productId)
      if (!who) throw new HttpError(401, 'UNAUTHORIZED')
      const today = new Date(`${kstToday(now)}T00:00:00Z`)
      const age = who.petBirthday ? petAgeLabel(new Date(who.petBirthday), today) : null
      const [review] = await tx.query<{ reviewId: number }>(
        `insert into reviews (product_id, user_id, nickname, score, text, pet_name, pet_age_label, created_at, order_id, line_no, photo_keys)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[])
         returning review_id as "reviewId"`,
        [
          line.productId,
          userId,
          who.nickname,
          input.score,
          input.text,
          age ? who.petName : null,
          age,
          now.toISOString(),
          input.orderId,
          input.lineNo,
          input.photoKeys,
        ],
      )
      if (!review) throw new Error('insert into reviews returned nothing')
      if (!(await attachPhotos(tx, userId, review.reviewId, input.photoKeys))) throw photosUnavailable()

      // Decision 047: the product's totals are its stored reviews'.
      await refreshTotals(tx, line.productId)
      // Decision 044: a review pays once per order line, a photo review more; a line whose
      // review was deleted (decision 047) was paid already, so writing it again pays nothing.
      await lockMember(tx, userId)
      const withPhoto = input.photoKeys.length > 0
      const paid = await credit(tx, {
        userId,
        kind: 'EARN',
        reason: withPhoto ? 'REVIEW_PHOTO' : 'REVIEW_TEXT',
        amount: reviewReward(withPhoto),
        orderId: input.orderId,
        lineNo: input.lineNo,
        expiresAt: addDays(now, POINT_RULES.validityDays),
        at: now,
      })
      const reward = paid ? reviewReward(withPhoto) : 0
      if (reward > 0) await tx.query('update reviews set reward = $2 where review_id = $1', [review.reviewId, reward])
      return { reviewId: review.reviewId, reward }
    })
  } catch (error) {
    // Two transactions that both passed the check: the unique (order_id, line_no) decides.
    if (isUniqueViolation(error)) throw new HttpError(400, 'ALREADY_REVIEWED')
    throw error
  }
}
