import { afterEach, expect, test, vi } from 'vitest'
import { openBridgeInbox, takeBridgeInbox } from './bridge-inbox'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('[R7.19] what the shell sends before the bridge is in is handed to it once, in order; later messages go straight to it', () => {
  vi.stubGlobal('window', {})
  openBridgeInbox()
  window.petshopBridge?.receive('{"type":"OS_VERSION","bridgeId":"1"}')
  window.petshopBridge?.receive('{"type":"UPDATE_ADID","bridgeId":"2"}')
  const received: unknown[] = []
  takeBridgeInbox((message) => received.push(message))
  window.petshopBridge?.receive('{"type":"SESSION","bridgeId":"3"}')
  expect(received).toEqual([
    '{"type":"OS_VERSION","bridgeId":"1"}',
    '{"type":"UPDATE_ADID","bridgeId":"2"}',
    '{"type":"SESSION","bridgeId":"3"}',
  ])
  expect(window.petshopBridge?.waiting).toBeUndefined()
})

test('[R7.19] an inbox opened again keeps the receiver that is already there', () => {
  vi.stubGlobal('window', {})
  const received: unknown[] = []
  takeBridgeInbox((message) => received.push(message))
  openBridgeInbox()
  window.petshopBridge?.receive('late')
  expect(received).toEqual(['late'])
})
