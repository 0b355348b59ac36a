import { type APIRequestContext, expect, test } from '@playwright/test'
import { type Case, casesFor } from './fuzz/inputs'
import { GUEST_COOKIE, setUpMember } from './fuzz/member'
import { problemsOf, send } from './fuzz/send'
import { TARGETS } from './fuzz/targets'

/**
 * Fuzzing every action: generated hostile and random input (docs/fuzzing.md) against
 * every route that takes a POST. Each answer must be below 500, stay on this site, be Korean
 * when it is an error (with no English error or stack trace), and nothing may be stored: the
 * row counts and digests of the written tables (test hook /__test/db/counts) are the same after
 * each target as before it.
 */
type DbState = { counts: Record<string, number>; digests: Record<string, string> }
const dbState = async (request: APIRequestContext) => (await (await request.get('/__test/db/counts')).json()) as DbState

/** Cases in flight at once: enough to keep both cores busy, few enough for fair answer times. */
const PARALLEL = 6

let member: Awaited<ReturnType<typeof setUpMember>>
let start: DbState
const tried: Array<{ path: string; guest: number; member: number; excluded: number }> = []

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(60_000)
  const context = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  member = await setUpMember(context)
  start = await dbState(context)
  await context.dispose()
})

for (const target of TARGETS) {
  test(`hostile input to ${target.path} (${target.file}): no 5xx, no off-site redirect, Korean errors, nothing stored`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { cases, excluded } = casesFor(target, member.fixtures)
    const before = await dbState(request)
    const failures: string[] = []
    const run = async (one: Case, index: number) => {
      // Two in three ask for the action's own answer (JSON), one in three for the rendered page.
      try {
        const response = await send(request, one, one.who === 'member' ? member.cookie : GUEST_COOKIE, index % 3 !== 0)
        for (const problem of await problemsOf(response, one, baseURL ?? '')) failures.push(`${one.who} · ${one.label} → ${problem}`)
      } catch (error) {
        // A dropped connection or no answer in time is a failure of the route, not of the run.
        failures.push(`${one.who} · ${one.label} → no answer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      }
    }
    for (let i = 0; i < cases.length; i += PARALLEL) {
      await Promise.all(cases.slice(i, i + PARALLEL).map((one, j) => run(one, i + j)))
    }
    const after = await dbState(request)
    tried.push({
      path: target.path,
      guest: cases.filter((c) => c.who === 'guest').length,
      member: cases.filter((c) => c.who === 'member').length,
      excluded,
    })
    expect(failures.slice(0, 40), `${failures.length} bad answers`).toEqual([])
    expect(after.counts, 'rows added or removed').toEqual(before.counts)
    expect(after.digests, 'rows changed').toEqual(before.digests)
  })
}

test('over the whole run nothing was stored', async ({ request }) => {
  const end = await dbState(request)
  expect(end.counts).toEqual(start.counts)
  expect(end.digests).toEqual(start.digests)
})

test.afterAll(() => {
  const width = Math.max(...tried.map((row) => row.path.length))
  const lines = tried.map(
    (row) =>
      `${row.path.padEnd(width)}  ${String(row.guest).padStart(5)}  ${String(row.member).padStart(6)}  ${String(row.guest + row.member).padStart(5)}`,
  )
  const total = tried.reduce((sum, row) => sum + row.guest + row.member, 0)
  const excluded = tried.reduce((sum, row) => sum + row.excluded, 0)
  console.log(
    [
      `${'route'.padEnd(width)}  guest  member  total`,
      ...lines,
      `${'all routes'.padEnd(width)}  ${' '.repeat(13)}  ${String(total).padStart(5)}`,
      `inputs tried: ${total} (left out as possibly valid: ${excluded})`,
    ].join('\n'),
  )
})
