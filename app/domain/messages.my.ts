/** The member's own area: my information, pets (spec §3–§5); push consent is in messages.push.ts. */

export * from './catalogue/my/info'
export * from './catalogue/my/invite'
export * from './catalogue/my/my'
export * from './catalogue/my/partners'
export * from './catalogue/my/pets'
