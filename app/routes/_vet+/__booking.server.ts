import type { SubmissionResult } from '@conform-to/react'
import { BackendError } from '~/backends/error'
import { bookings } from '~/backends/vet.server'
import { BookingDateSchema } from '~/domain/booking.schema'
import * as VET_MSG from '~/domain/messages.vet'
import { replyWithBackendError } from '~/http/form-reply.server'
import type { RequestContext } from '~/session/context.server'

const E = VET_MSG.errors

/** V2's booking refusals (docs/backend-api.md "Vet and booking") and the field each is about. */
const REASONS: Record<string, { field?: string; message: string }> = {
  SLOT_TAKEN: { field: 'time', message: E.slotTaken },
  PET_TIME_TAKEN: { field: 'time', message: E.petTimeTaken },
  SLOT_PAST: { field: 'time', message: E.slotPast },
  SLOT_UNAVAILABLE: { field: 'time', message: E.slotUnavailable },
  PET_NOT_TREATED: { field: 'petId', message: E.petNotTreated },
  PET_NOT_FOUND: { field: 'petId', message: E.petNotFound },
  CLINIC_NOT_FOUND: { field: 'clinicId', message: E.clinicNotFound },
  BOOKING_LIMIT: { message: E.limit },
  BOOKING_CLOSED: { message: VET_MSG.booking.closed },
}

type Reply = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult

/**
 * A refused booking as the form's answer: the reason's message under its field (a taken slot under
 * 시간), nothing the member chose lost. Anything else is the generic form answer.
 */
export function replyWithBookingError(reply: Reply, error: unknown): SubmissionResult {
  const known = error instanceof BackendError && error.reason ? REASONS[error.reason] : undefined
  if (known?.field) return reply({ fieldErrors: { [known.field]: [known.message] } })
  if (known) return reply({ formErrors: [known.message] })
  return replyWithBackendError(reply, error)
}

/** The HTTP status of a refused booking form: 409 for a slot someone else holds, else 400. */
export function bookingErrorStatus(error: unknown): number {
  return error instanceof BackendError && (error.reason === 'SLOT_TAKEN' || error.reason === 'PET_TIME_TAKEN') ? 409 : 400
}

/**
 * A clinic's slots on the date asked for; a date outside the 14 days (an old link) falls back to
 * the first date with a free slot instead of failing the page.
 */
export async function slotsFor(ctx: RequestContext, clinicId: number, date: string | null) {
  const asked = BookingDateSchema.safeParse(date).success ? date : null
  try {
    return await bookings.slots(ctx, clinicId, asked)
  } catch (error) {
    if (asked && error instanceof BackendError && error.reason === 'SLOT_UNAVAILABLE') return bookings.slots(ctx, clinicId, null)
    throw error
  }
}
