import { expect, test } from 'vitest'
import { parseEventKey } from './events.schema'

test('an event path is an id or a name; anything else is unknown before any backend call', () => {
  expect(parseEventKey('3')).toBe('3')
  expect(parseEventKey('app')).toBe('app')
  expect(parseEventKey('summer-sale')).toBe('summer-sale')
  for (const value of [undefined, '', '0', '03', '-1', '1.5', '1234567890', 'App', 'a', '../3', 'x_y'])
    expect(parseEventKey(value), String(value)).toBeNull()
})
