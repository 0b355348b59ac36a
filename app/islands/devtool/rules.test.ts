import { expect, test } from 'vitest'
import { CACHE, DAY } from '~/domain/constants'
import { isDevToolCombo, pruneHistory, readFlags, readHistory, rememberAccount } from './rules'

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
})

test('[R2.22] the developer tool opens with Ctrl+Shift+D or ⌘+Shift+D only', () => {
  expect(isDevToolCombo(key('D', { ctrlKey: true, shiftKey: true }))).toBe(true)
  expect(isDevToolCombo(key('d', { metaKey: true, shiftKey: true }))).toBe(true)
  expect(isDevToolCombo(key('d', { ctrlKey: true }))).toBe(false)
  expect(isDevToolCombo(key('d', { shiftKey: true }))).toBe(false)
  expect(isDevToolCombo(key('d', { ctrlKey: true, shiftKey: true, altKey: true }))).toBe(false)
})

test('[R2.22] [R6.5] its switches come from storage, anything unknown or broken is off', () => {
  expect(readFlags('{"showRouteInfo":true,"other":true}')).toEqual({ showRouteInfo: true, pinOpen: false })
  expect(readFlags('{broken')).toEqual({ showRouteInfo: false, pinOpen: false })
})

test('[R2.22] [R6.5] [R9.2] the account history forgets entries after 30 days', () => {
  expect(CACHE.devToolsHistory).toBe(30 * DAY)
  const now = 100 * DAY
  const history = [
    { email: 'demo@petshop.test', usedAt: now - 29 * DAY },
    { email: 'cat@petshop.test', usedAt: now - 31 * DAY },
  ]
  // Either side of the 30th day, to the millisecond.
  const edge = [
    { email: 'kept@petshop.test', usedAt: now - 30 * DAY + 1 },
    { email: 'gone@petshop.test', usedAt: now - 30 * DAY - 1 },
  ]
  expect(pruneHistory(edge, now).map((e) => e.email)).toEqual(['kept@petshop.test'])
  expect(pruneHistory(history, now).map((e) => e.email)).toEqual(['demo@petshop.test'])
  expect(rememberAccount(history, 'cat@petshop.test', now)).toEqual([
    { email: 'cat@petshop.test', usedAt: now },
    { email: 'demo@petshop.test', usedAt: now - 29 * DAY },
  ])
  expect(readHistory(JSON.stringify(history), now).map((e) => e.email)).toEqual(['demo@petshop.test'])
  expect(readHistory('not json', now)).toEqual([])
})
