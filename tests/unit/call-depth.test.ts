import { expect, test } from 'vitest'
import { longestChain, sequentialDepth } from '../fault-proxy/call-depth'

const call = (path: string, start: number, end: number) => ({ path, start, end })

test('a page that calls nothing waits for no round trip', () => {
  expect(sequentialDepth([])).toBe(0)
})

test('calls made together count as one round trip, however many', () => {
  expect(sequentialDepth([call('/a', 0, 20), call('/b', 1, 22), call('/c', 2, 21)])).toBe(1)
})

test('a call made after another has answered is a second round trip, even at the same instant', () => {
  expect(sequentialDepth([call('/a', 0, 20), call('/b', 20, 40)])).toBe(2)
  expect(sequentialDepth([call('/a', 0, 20), call('/b', 19, 40)])).toBe(1)
})

test('the longest chain is found through overlapping branches, and named call by call', () => {
  const calls = [
    call('/session', 0, 20),
    call('/frame', 1, 21),
    call('/user', 21, 41),
    call('/products', 22, 42),
    call('/cart', 42, 62),
    call('/late-but-alone', 30, 50),
  ]
  expect(longestChain(calls).map((c) => c.path)).toEqual(['/session', '/user', '/cart'])
  expect(sequentialDepth(calls)).toBe(3)
})
