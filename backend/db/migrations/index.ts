import { catalog } from './001_catalog'
import { users } from './002_users'
import { eventLogs } from './003_event_logs'
import { accounts } from './004_accounts'
import { catalogue } from './005_catalogue'
import { search } from './006_search'
import { commerce } from './007_commerce'
import { reviewWriting } from './008_review_writing'
import { community } from './009_community'
import { devices } from './010_devices'
import { membership } from './011_membership'
import { subscriptions } from './012_subscriptions'
import { vet } from './013_vet'
import { eventsInsurance } from './014_events_insurance'
import { accountSettings } from './015_account_settings'
import { accountSecurity } from './016_account_security'
import { sessionFamilies } from './017_session_families'
import { orderRefunds } from './018_order_refunds'
import { searchCatalogVersion } from './019_search_catalog_version'
import { forms } from './020_forms'
import { couponPromises } from './021_coupon_promises'
import { popularity } from './022_popularity'
import { petWeights } from './023_pet_weights'
import { memberPermissions } from './024_member_permissions'
import { signupKeysAnswerOnce } from './025_signup_keys_answer_once'
import { points } from './026_points'
import { orderDrafts } from './027_order_drafts'
import { reviewsAddUp } from './028_reviews_add_up'
import { returnsAndTracking } from './029_returns_and_tracking'
import { postDraftsAndConsents } from './030_post_drafts_and_consents'
import { pushSheetDeclined } from './031_push_sheet_declined'
import { pointReasons } from './032_point_reasons'
import { searchZeroResults } from './033_search_zero_results'
import { wishlists } from './034_wishlists'
import { notifications } from './035_notifications'
import type { Migration } from './types'

export type { Migration } from './types'

/**
 * SQL lives in TS modules rather than .sql files so the server bundles into one file.
 * Append only: an applied migration is never edited, a change is a new version.
 */
// One per line, in version order: branches that each add one merge without touching the same line.
export const migrations: readonly Migration[] = [
  catalog,
  users,
  eventLogs,
  accounts,
  catalogue,
  search,
  commerce,
  reviewWriting,
  community,
  devices,
  membership,
  subscriptions,
  vet,
  eventsInsurance,
  accountSettings,
  accountSecurity,
  sessionFamilies,
  orderRefunds,
  searchCatalogVersion,
  forms,
  couponPromises,
  popularity,
  petWeights,
  memberPermissions,
  signupKeysAnswerOnce,
  points,
  orderDrafts,
  reviewsAddUp,
  returnsAndTracking,
  postDraftsAndConsents,
  pushSheetDeclined,
  pointReasons,
  searchZeroResults,
  wishlists,
  notifications,
]
