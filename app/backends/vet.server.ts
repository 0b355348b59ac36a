import type { BookingForm } from '~/domain/booking.schema'
import { BookingListSchema, BookingSchema, ClinicListSchema, ClinicSchema, RecommendationsSchema, SlotsSchema } from '~/domain/vet.schema'
import { bffGet, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** docs/backend-api.md "Vet and booking", BFF part: what guests and members browse alike. */
export const vet = {
  recommendations: (ctx: RequestContext, productGroup1Id: 1 | 2) =>
    bffGet(ctx, '/vet/recommendations', RecommendationsSchema, { query: { productGroup1Id } }),
  clinics: (ctx: RequestContext, filter: { district?: string; animal?: 1 | 2 } = {}) =>
    bffGet(ctx, '/vet/clinics', ClinicListSchema, { query: filter }),
  clinic: (ctx: RequestContext, clinicId: number) => bffGet(ctx, '/vet/clinic/detail', ClinicSchema, { query: { clinicId } }),
}

/** The V2 part: a clinic's slots (anyone), and the member's own bookings. */
export const bookings = {
  slots: (ctx: RequestContext, clinicId: number, date?: string | null) =>
    v2Post(ctx, '/booking/slots', SlotsSchema, { clinicId, date: date ?? undefined }),
  list: (ctx: RequestContext) => v2Post(ctx, '/booking/list', BookingListSchema, {}),
  detail: (ctx: RequestContext, bookingId: number) => v2Post(ctx, '/booking/detail', BookingSchema, { bookingId }),
  create: (ctx: RequestContext, form: BookingForm) => v2Post(ctx, '/booking/create', BookingSchema, form),
  change: (ctx: RequestContext, bookingId: number, slot: { date: string; time: string }) =>
    v2Post(ctx, '/booking/change', BookingSchema, { bookingId, ...slot }),
  cancel: (ctx: RequestContext, bookingId: number) => v2Post(ctx, '/booking/cancel', BookingSchema, { bookingId }),
}
