/**
 * Every table a shopper's post can add rows to (sign-up, sign-in, carts, orders, community,
 * reviews, pets, bookings, subscriptions, coupons, certification codes, logged events, …).
 * The fuzzing spec (tests/e2e/fuzz.spec.ts) reads them before and after its hostile posts:
 * "nothing stored" is these numbers staying the same.
 */
export const WRITTEN_TABLES = [
  'users',
  'sessions',
  'social_accounts',
  'account_tokens',
  'oauth_codes',
  'certifications',
  'sms_outbox',
  'user_devices',
  'user_withdrawals',
  'event_logs',
  'pets',
  'addresses',
  'carts',
  'cart_items',
  'orders',
  'order_items',
  'payments',
  'ordered_cart_items',
  'exchange_returns',
  'exchange_return_lines',
  'exchange_return_photos',
  'coupons',
  'reviews',
  'review_photos',
  'community_posts',
  'community_uploads',
  'community_post_images',
  'community_videos',
  'community_post_likes',
  'community_comments',
  'community_comment_likes',
  'community_reports',
  'vet_bookings',
  'insurance_applications',
  'adoption_inquiries',
  'subscriptions',
  'memberships',
  'membership_orders',
] as const

/**
 * Rows that a post could change in place rather than add: their contents are hashed, so an
 * update (a nickname, a cart quantity, a cancelled booking) shows as well as an insert.
 * Sessions are left out on purpose: reading a page may refresh a session's use time.
 */
export const DIGESTED_TABLES = [
  'users',
  'pets',
  'addresses',
  'cart_items',
  'subscriptions',
  'vet_bookings',
  'orders',
  'memberships',
  'community_posts',
  'community_comments',
  'coupons',
] as const
