import type { Queryable } from '../db/types'

/** The newest messages kept per number; older ones are still stored, only not listed. */
const LISTED = 20

export type OutboxMessage = { mobileNo: string; text: string; certificationKey: string | null; sentAt: Date }

/**
 * What the embedded backend would have sent by SMS to one number, newest first: it sends none, so
 * certification (`certification.ts`) writes the outbox that tests and a development shop read.
 */
export function listOutbox(db: Queryable, mobileNo: string): Promise<OutboxMessage[]> {
  return db.query<OutboxMessage>(
    `select mobile_no as "mobileNo", text, certification_key as "certificationKey", sent_at as "sentAt"
       from sms_outbox where mobile_no = $1 order by sent_at desc, message_id desc limit ${LISTED}`,
    [mobileNo],
  )
}
