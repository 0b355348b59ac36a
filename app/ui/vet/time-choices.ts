import * as VET_MSG from '~/domain/messages.vet'
import { timeLabel } from '~/domain/vet'
import type { Slots } from '~/domain/vet.schema'
import type { Choice } from './ChoiceChips'

/** The slots of a date as chips: taken or begun ones stay visible but disabled, and one may be the current booking. */
export function timeChoices(slots: Slots['slots'], current?: string): Choice[] {
  return slots.map((slot) => ({
    value: slot.time,
    label: timeLabel(slot.time),
    disabled: !slot.available || slot.time === current,
    note: slot.time === current ? VET_MSG.booking.current : slot.available ? undefined : VET_MSG.booking.taken,
  }))
}
