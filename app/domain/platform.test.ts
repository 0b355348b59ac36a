import { describe, expect, test } from 'vitest'
import { compareVersions, detectOsCode, isVersionAtLeast, nativeAppFromUserAgent } from './platform'

const UA = {
  androidApp:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)',
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 PetshopApp/3.1.2 (iOS)',
  androidWeb: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
}

describe('[R3.8] OS codes', () => {
  test('native apps are recognised by their user-agent marker: A Android, I iOS', () => {
    expect(detectOsCode(UA.androidApp)).toBe('A')
    expect(detectOsCode(UA.iosApp)).toBe('I')
    expect(detectOsCode(UA.iosApp, 5)).toBe('I')
    expect(nativeAppFromUserAgent(UA.androidApp)).toEqual({ os: 'android', version: '3.1.8', hiddenBottom: false })
    expect(nativeAppFromUserAgent(UA.iphone)).toBeNull()
  })

  test('with touch points: Android web C, iOS web B, otherwise PC web P', () => {
    expect(detectOsCode(UA.androidWeb, 5)).toBe('C')
    expect(detectOsCode(UA.iphone, 5)).toBe('B')
    expect(detectOsCode(UA.ipadDesktopMode, 5)).toBe('B')
    expect(detectOsCode(UA.windows, 10)).toBe('P')
  })

  test('without touch points: PC web on Windows or Mac, otherwise unknown E', () => {
    expect(detectOsCode(UA.windows, 0)).toBe('P')
    expect(detectOsCode(UA.ipadDesktopMode, 0)).toBe('P')
    expect(detectOsCode(UA.linux, 0)).toBe('E')
    expect(detectOsCode('', 0)).toBe('E')
  })

  test('on the server (touch points unknown) phones count as touch devices and agree with the browser', () => {
    expect(detectOsCode(UA.androidWeb)).toBe(detectOsCode(UA.androidWeb, 5))
    expect(detectOsCode(UA.iphone)).toBe(detectOsCode(UA.iphone, 5))
    expect(detectOsCode(UA.windows)).toBe(detectOsCode(UA.windows, 0))
    expect(detectOsCode(UA.linux)).toBe('E')
  })
})

describe('app versions', () => {
  test('compare numerically, not as text', () => {
    expect(compareVersions('3.0.10', '3.0.9')).toBe(1)
    expect(compareVersions('2.9.6', '2.9.6')).toBe(0)
    expect(compareVersions('2.8', '2.8.6')).toBe(-1)
    expect(isVersionAtLeast('2.9.8', '2.9.8')).toBe(true)
    expect(isVersionAtLeast('2.9.7', '2.9.8')).toBe(false)
  })
})

test('[R9.9] a shell in hidden-bottom mode says so in its marker', () => {
  expect(nativeAppFromUserAgent(UA.iosApp.replace('(iOS)', '(iOS; HiddenBottom)'))).toEqual({
    os: 'ios',
    version: '3.1.2',
    hiddenBottom: true,
  })
  expect(detectOsCode(UA.iosApp.replace('(iOS)', '(iOS; HiddenBottom)'))).toBe('I')
})
