/**
 * The vet pages' part of the message catalogue (vet-recommended products, clinics, booking): the
 * same catalogue as `MSG`, in a module of its own so that only these pages download it.
 */

export * from './catalogue/vet/booking'
export * from './catalogue/vet/cats'
export * from './catalogue/vet/clinic'
export * from './catalogue/vet/clinics'
export * from './catalogue/vet/commerce'
export * from './catalogue/vet/dogs'
export * from './catalogue/vet/errors'
export * from './catalogue/vet/weekdays'
