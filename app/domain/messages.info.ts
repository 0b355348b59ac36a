/**
 * The information pages' part of the message catalogue (events, pet insurance, adoption,
 * policies): the same catalogue as `MSG`, in a module of its own so that only these pages
 * download it.
 */

export * from './catalogue/info/adoption'
export * from './catalogue/info/event'
export * from './catalogue/info/group'
export * from './catalogue/info/insurance'
export * from './catalogue/info/policies'
