import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { mightAccept } from '../e2e/fuzz/fields'
import { casesFor } from '../e2e/fuzz/inputs'
import { TARGETS } from '../e2e/fuzz/targets'
import { ROUTES_DIR, routeModules } from '../support/route-modules'

const FIXTURES = {
  addressId: '7',
  petId: '8',
  subscriptionId: '9',
  optionId: '16511',
  deliveryDate: '2031-01-01',
  breedId: '101',
  productId: '1651',
  honeypotFrom: 'U2FsdGVkX1',
}

/** Route modules Remix serves, by their path in app/routes (`_my+/address.new.tsx`). */
const routeFiles = routeModules
const source = (file: string) => readFileSync(`${ROUTES_DIR}${file}`, 'utf8')
const hasAction = (file: string) => /export (async function|const) action\b/.test(source(file))
/** A resource route: no page of its own (no default export), so every method reaches its code. */
const isResource = (file: string) => !/export default\b|export \{[^}]*\bdefault\b/.test(source(file))

test('every route with an action, and every resource route, is in the fuzzing table (tests/e2e/fuzz/targets.ts)', () => {
  const listed = new Set(TARGETS.map((target) => target.file))
  const needed = routeFiles().filter((file) => hasAction(file) || isResource(file))
  expect(needed.filter((file) => !listed.has(file))).toEqual([])
  // And the table names no route that is gone.
  expect([...listed].filter((file) => !routeFiles().includes(file))).toEqual([])
})

test('each route is listed once, with a reason when its valid posts write nothing', () => {
  const files = TARGETS.map((target) => target.file)
  expect(files.length).toBe(new Set(files).size)
  for (const target of TARGETS.filter((t) => !t.writes)) expect(target.why, target.file).toBeTruthy()
})

describe('every writing form stays invalid by construction', () => {
  for (const target of TARGETS.filter((t) => t.writes)) {
    test(target.file, () => {
      for (const form of target.forms) {
        if (!form.guard) continue
        // A guard is a required field with a sample the form accepts: without it, no post passes.
        const guard = form.fields.find((field) => field.name === form.guard)
        expect(guard, `${target.file} guard ${form.guard}`).toBeDefined()
        expect(guard?.optional, `${target.file} guard ${form.guard} is required`).not.toBe(true)
        if (guard?.sample && !guard.sample.includes('{')) expect(mightAccept(guard, guard.sample), `${target.file} guard sample`).toBe(true)
      }
      for (const one of casesFor(target, FIXTURES).cases) {
        if (one.payload.type !== 'pairs' && one.payload.type !== 'json') continue
        const posted = one.payload.type === 'json' ? Object.keys(one.payload.value as object) : one.payload.pairs.map(([name]) => name)
        const form = target.forms.find((candidate) => candidate.fields.some((field) => posted.includes(field.name))) ?? target.forms[0]
        // Either the guard is out, or some field is missing or has a value it never accepts.
        const guardOut = form?.guard !== undefined && !posted.includes(form.guard)
        const broken = (form?.fields ?? []).some((field) => {
          if (one.payload.type === 'json') return !mightAccept(field, (one.payload.value as Record<string, never>)[field.name])
          const values =
            one.payload.type === 'pairs'
              ? one.payload.pairs.filter(([name]) => name === field.name).map(([, v]) => (typeof v === 'string' ? v : '\uFFFD'))
              : []
          return !mightAccept(field, values.length === 0 ? undefined : values.length === 1 ? values[0] : values)
        })
        expect(guardOut || broken, `${target.file} ${one.label}`).toBe(true)
      }
    })
  }
})

test('the cases are the same on every run, and there are a few thousand', () => {
  const count = () => TARGETS.reduce((sum, target) => sum + casesFor(target, FIXTURES).cases.length, 0)
  const first = count()
  expect(count()).toBe(first)
  const labels = () => TARGETS.flatMap((target) => casesFor(target, FIXTURES).cases.map((one) => one.label))
  expect(labels()).toEqual(labels())
  // docs/fuzzing.md lists the counts; change both together.
  expect(first).toBe(5591)
})
