import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const dir = new URL('../../docs/decisions/', import.meta.url)
const decisions = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name))
const index = readFileSync(new URL('README.md', dir), 'utf8')
const STATUS_LINE = /^Date: \d{4}-\d{2}-\d{2} · Status: (Accepted|Superseded by \d{3})/

test('every decision says its date and status under its title, in one form', () => {
  const without = decisions.filter((name) => !STATUS_LINE.test(readFileSync(new URL(name, dir), 'utf8').split('\n')[2] ?? ''))
  expect(without).toEqual([])
})

test('docs/decisions/README.md lists every decision with the same date and status line', () => {
  for (const name of decisions) {
    const status = (readFileSync(new URL(name, dir), 'utf8').split('\n')[2] ?? '').match(/^Date: (\S+) · Status: (.*)$/)
    expect(index, name).toContain(`| [${name.slice(0, 3)}](${name}) |`)
    expect(index, name).toContain(`| ${status?.[1]} | ${status?.[2]} |`)
  }
})
