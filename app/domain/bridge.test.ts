import { expect, test } from 'vitest'
import { acceptsNativeExperiment, parseShellMessage, reply, SHELL_MESSAGES, sessionAnswer } from './bridge'

test('[R7.19] the page handles UPDATE_ADID, UPDATE_SESSION, APP_VERSION, SYNC_COOKIES_TO_WEBVIEW, EXPERIMENT, OS_VERSION', () => {
  for (const type of ['UPDATE_ADID', 'UPDATE_SESSION', 'APP_VERSION', 'SYNC_COOKIES_TO_WEBVIEW', 'EXPERIMENT', 'OS_VERSION']) {
    expect(SHELL_MESSAGES).toContain(type)
    expect(parseShellMessage(JSON.stringify({ type, bridgeId: 'b1', data: { x: 1 } }))).toEqual({ type, bridgeId: 'b1', data: { x: 1 } })
  }
  expect(parseShellMessage('{not json')).toBeNull()
  expect(parseShellMessage(JSON.stringify({ type: 'DROP_TABLES', bridgeId: 'b1' }))).toBeNull()
  expect(parseShellMessage(JSON.stringify({ type: 'APP_VERSION' }))).toBeNull()
})

test('[R7.21] replies are JSON with bridgeId, data and error', () => {
  expect(JSON.parse(JSON.stringify(reply('b7', { ok: true })))).toEqual({ bridgeId: 'b7', data: { ok: true }, error: null })
  expect(reply('b8', null, 'UNAUTHORIZED')).toEqual({ bridgeId: 'b8', data: null, error: 'UNAUTHORIZED' })
})

test('[R9.7] the native experiment counts from app 2.8.6', () => {
  expect(acceptsNativeExperiment('2.8.5')).toBe(false)
  expect(acceptsNativeExperiment('2.8.6')).toBe(true)
  expect(acceptsNativeExperiment('3.0.0')).toBe(true)
  expect(acceptsNativeExperiment('0.0.0')).toBe(false)
})

test('[R4.5] asked for a session with a known user id but no session, the page goes to login', () => {
  expect(sessionAnswer(12, null)).toEqual({ goToLogin: true, data: { userId: null, signedIn: false } })
  expect(sessionAnswer(null, null).goToLogin).toBe(false)
  expect(sessionAnswer(12, 12)).toEqual({ goToLogin: false, data: { userId: 12, signedIn: true } })
})
