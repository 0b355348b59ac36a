/**
 * The rules of a member's own review (decision 047), read by the review service and the shop
 * alike: how many photos, how long it can be edited or deleted, and what deleting takes back.
 */
export const REVIEW_RULES = {
  /** Photos a review can carry. */
  photoLimit: 5,
  /** A review can be edited or deleted for this many days after it was written. */
  editDays: 30,
} as const

const DAY = 86_400_000

/** The last moment a review written at `createdAt` can still be edited or deleted. */
export const editableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + REVIEW_RULES.editDays * DAY)

/** Whether a review written at `createdAt` can be edited or deleted at `now` (the 30th day's moment included). */
export const isEditable = (createdAt: Date, now: Date): boolean => now.getTime() <= editableUntil(createdAt).getTime()

/**
 * What deleting a review takes back of its reward: all of it while the member holds that much,
 * else what they hold, so the balance never goes below zero.
 */
export const rewardTakenBack = (reward: number, spendable: number): number => Math.max(0, Math.min(reward, spendable))
