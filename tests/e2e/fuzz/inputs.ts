import { wrongBodies } from './bodies'
import { type Field, fill, mightAccept, type Posted } from './fields'
import {
  BOGUS_INTENTS,
  CATEGORIES,
  type Category,
  huge,
  JSON_WRONG_TYPES,
  POOLS,
  pick,
  prng,
  Raw,
  SCRIPT_MARKUP,
  seedOf,
  type Value,
} from './pools'
import type { Form, Target } from './targets'

/**
 * The generated cases: for every form of every target, each field in turn gets a value of each
 * category while the other fields keep their samples; then bogus intents, every field hostile at
 * once, wrong bodies (content types), broken ids in the URL, and a guest at a member's door.
 *
 * Every case is invalid by construction: the fuzzed value is one its field never accepts, or,
 * when it might be accepted (free text takes SQL text happily), the form's guard field is left
 * out. A value that might be accepted by a form without a guard is drawn again, and when a
 * category has none left the case is not made; such forms write nothing when valid (`writes`).
 */

export type FilePart = { file: { name: string; mimeType: string; buffer: Buffer } }
export type Payload =
  | { type: 'pairs'; pairs: Array<[string, Value | FilePart]> }
  | { type: 'json'; value: unknown }
  | { type: 'raw'; contentType?: string; data: string | Buffer }

export type Case = {
  target: Target
  category: Category
  /** What was tried, for failure messages: category, field and a short view of the value. */
  label: string
  path: string
  who: 'guest' | 'member'
  payload: Payload
  /** Markup that a rendered answer must not carry unescaped. */
  markup?: string
}

type Fixtures = Readonly<Record<string, string>>
type Slot = Value | Value[] | FilePart | unknown
const MISSING = Symbol('missing')

const isNumeric = (values: readonly string[] | undefined) => (values ?? []).length > 0 && (values ?? []).every((v) => /^\d+$/.test(v))
/** A sample as a JSON route expects it: numbers for ids, counts and numeric choices. */
function jsonSample(field: Field, sample: string): unknown {
  return field.kind === 'id' || field.kind === 'int' || (field.kind === 'enum' && isNumeric(field.values)) ? Number(sample) : sample
}

/** Fake files: never real pictures (an HTML page and a script named as images, and an empty one). */
function fakeFile(random: () => number): FilePart {
  const files = [
    { name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
    { name: '../../etc/passwd.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    { name: 'empty.webp', mimeType: 'image/webp', buffer: Buffer.alloc(0) },
    { name: 'x.mp4', mimeType: 'video/mp4', buffer: Buffer.from('GIF89a<?php system($_GET[0]); ?>') },
  ]
  return { file: pick(random, files) }
}

/** One hostile value of a category for a field (undefined: the category has none for it). */
function draw(random: () => number, category: (typeof CATEGORIES)[number], field: Field, json: boolean): Slot | typeof MISSING | undefined {
  if (category === 'missing') return MISSING
  if (field.kind === 'file' && category !== 'repeated') return fakeFile(random)
  if (category === 'repeated') return [drawText(random, field), drawText(random, field)]
  if (category === 'huge') return huge(random, String(pick(random, POOLS.huge)))
  if (json && category === 'wrong-type' && random() < 0.5) return pick(random, JSON_WRONG_TYPES)
  return pick(random, POOLS[category])
}

function drawText(random: () => number, field: Field): Value {
  const pool = pick(random, ['wrong-type', 'script', 'sql', 'path', 'unicode'] as const)
  return field.kind === 'enum' && field.name === 'intent' ? pick(random, BOGUS_INTENTS) : pick(random, POOLS[pool])
}

const short = (value: unknown) => {
  const text = value instanceof Raw ? `raw:${value.encoded}` : typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 40 ? `${text.slice(0, 24)}…(${text.length})` : text
}
const asPosted = (slot: Slot): Posted =>
  slot instanceof Raw ? '\uFFFD' : Array.isArray(slot) ? slot.map((v) => (v instanceof Raw ? '\uFFFD' : v)) : (slot as Posted)

/**
 * The form with `fuzzed` set to `slot`, the guard left out when needed; null when the case could
 * be a valid post of a form that writes and has no guard to drop.
 */
function assemble(target: Target, form: Form, fuzzed: Field | null, slot: Slot | typeof MISSING, fixtures: Fixtures) {
  const accepted = fuzzed === null ? false : mightAccept(fuzzed, slot === MISSING ? undefined : asPosted(slot))
  let dropGuard = false
  if (target.writes && accepted) {
    if (!form.guard || form.guard === fuzzed?.name) return null
    dropGuard = true
  }
  const json = target.body === 'json'
  const fields: Array<[Field, Slot]> = []
  for (const field of form.fields) {
    if (field === fuzzed) {
      if (slot !== MISSING) fields.push([field, slot])
    } else if (!(dropGuard && field.name === form.guard) && field.sample !== undefined) {
      const sample = fill(field.sample, fixtures)
      fields.push([field, json ? jsonSample(field, sample) : sample])
    }
  }
  return fields
}

function toPayload(target: Target, fields: Array<[Field, Slot]>): Payload {
  if (target.body === 'json') return { type: 'json', value: Object.fromEntries(fields.map(([field, slot]) => [field.name, slot])) }
  const pairs: Array<[string, Value | FilePart]> = []
  for (const [field, slot] of fields) {
    for (const one of Array.isArray(slot) ? slot : [slot])
      pairs.push([field.name, typeof one === 'string' || one instanceof Raw || isFile(one) ? one : String(one)])
  }
  return { type: 'pairs', pairs }
}
const isFile = (value: unknown): value is FilePart => typeof value === 'object' && value !== null && 'file' in value

const markupIn = (slot: unknown) =>
  SCRIPT_MARKUP.find((markup) => (Array.isArray(slot) ? slot : [slot]).some((v) => typeof v === 'string' && v.includes(markup)))

/**
 * Every case of one target, deterministic for its file name: the name without its area folder
 * (decision 055), so moving a route between folders keeps its cases and docs/fuzzing.md's counts.
 */
export function casesFor(target: Target, fixtures: Fixtures): { cases: Case[]; excluded: number } {
  const random = prng(seedOf(target.file.slice(target.file.lastIndexOf('/') + 1)))
  const path = fill(target.path, fixtures)
  const whoList: Array<'guest' | 'member'> = target.as === 'both' ? ['guest', 'member'] : [target.as]
  const made: Array<Omit<Case, 'who'>> = []
  let excluded = 0
  const add = (category: Category, label: string, form: Form, fuzzed: Field | null, slot: Slot | typeof MISSING) => {
    const fields = assemble(target, form, fuzzed, slot, fixtures)
    if (fields === null) return false
    made.push({ target, category, label, path, payload: toPayload(target, fields), markup: slot === MISSING ? undefined : markupIn(slot) })
    return true
  }

  for (const form of target.forms) {
    for (const field of form.fields) {
      for (const category of CATEGORIES) {
        // Up to five draws for a value this form can never accept.
        let done = false
        for (let attempt = 0; attempt < 5 && !done; attempt++) {
          const slot = draw(random, category, field, target.body === 'json')
          if (slot === undefined) break
          done = add(category, `${category} · ${field.name} = ${short(slot === MISSING ? '(left out)' : slot)}`, form, field, slot)
          if (slot === MISSING) break
        }
        if (!done) excluded++
      }
      if (field.name === 'intent' && field.kind === 'enum') {
        for (const bogus of BOGUS_INTENTS) add('intent', `intent = ${short(bogus)}`, form, field, bogus)
      }
    }
    // Every field hostile at once, three times; for a form that writes, only when some value is certainly refused.
    for (let round = 0; round < 3; round++) {
      const slots = form.fields.map((field) => [field, draw(random, pick(random, CATEGORIES), field, target.body === 'json')] as const)
      const invalid = slots.some(
        ([field, slot]) => slot !== undefined && !mightAccept(field, slot === MISSING ? undefined : asPosted(slot)),
      )
      if (target.writes && !invalid) {
        excluded++
        continue
      }
      const fields = slots.filter(([, slot]) => slot !== MISSING && slot !== undefined) as Array<[Field, Slot]>
      made.push({
        target,
        category: 'all-fields',
        label: `all fields hostile #${round + 1}`,
        path,
        payload: toPayload(target, fields),
        markup: fields.map(([, s]) => markupIn(s)).find(Boolean),
      })
    }
  }

  // The first form's samples with its guard left out (nothing at all when it has no guard and
  // writes): the body of the URL tricks and the wrong content types, never a valid post.
  const first = target.forms[0]
  const base: Array<[Field, Slot]> =
    first && (first.guard || !target.writes)
      ? (assemble(target, first, null, MISSING, fixtures) ?? []).filter(([field]) => field.name !== first.guard || !target.writes)
      : []
  for (const trick of target.trickPaths ?? []) {
    made.push({ target, category: 'url', label: `url ${trick}`, path: fill(trick, fixtures), payload: toPayload(target, base) })
  }
  for (const { label, payload } of wrongBodies(
    target.body,
    Object.fromEntries(base.filter(([field]) => field.kind !== 'file').map(([field, slot]) => [field.name, slot])),
  )) {
    made.push({ target, category: 'content-type', label: `body: ${label}`, path, payload })
  }

  const cases: Case[] = whoList.flatMap((who) => made.map((one) => ({ ...one, who })))
  // A guest at a member's door: the first field case, the guarded samples and an empty form.
  const opening = made[0]
  if (target.member && opening) {
    const door = [
      opening,
      { ...opening, label: 'samples', payload: toPayload(target, base) },
      { ...opening, label: 'empty form', payload: toPayload(target, []) },
    ]
    for (const one of door) cases.push({ ...one, category: 'guest', label: `guest: ${one.label}`, who: 'guest' })
  }
  return { cases, excluded }
}
