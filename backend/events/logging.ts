import type { Queryable } from '../db/types'

type LoggedEvent = { name: string; sessionHash: string; userId: number | null; mobileDeviceId: string | null; data: unknown }

/** One event of V2 `POST /event/logging` (spec §7), with the session's hash, never its token. */
export async function saveEvent(db: Queryable, event: LoggedEvent): Promise<void> {
  await db.query('insert into event_logs (name, session, user_id, mobile_device_id, data) values ($1, $2, $3, $4, $5::jsonb)', [
    event.name,
    event.sessionHash,
    event.userId,
    event.mobileDeviceId,
    JSON.stringify(event.data),
  ])
}
