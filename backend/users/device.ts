import type { Queryable } from '../db/types'

export type DeviceToken = { mobile_os_code: string; mobile_device_id: string; mobile_device_token: string }

/** Spec §7: the app's push token for this member and device, one row per device (the latest wins). */
export async function saveDeviceToken(db: Queryable, userId: number, device: DeviceToken, now: Date): Promise<void> {
  await db.query(
    `insert into user_devices (user_id, mobile_device_id, mobile_os_code, mobile_device_token, updated_at)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, mobile_device_id) do update
       set mobile_os_code = excluded.mobile_os_code, mobile_device_token = excluded.mobile_device_token, updated_at = excluded.updated_at`,
    [userId, device.mobile_device_id, device.mobile_os_code, device.mobile_device_token, now.toISOString()],
  )
}
