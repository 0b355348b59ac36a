import { useNavigate, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { parseShellMessage, readBridgeValue, reply, type ShellMessage, sessionAnswer } from '~/domain/bridge'
import { LOGIN_PATH } from '~/domain/redirect'
import { analytics } from './analytics/analytics.client'
import { takeBridgeInbox } from './bridge-inbox'
import { postToNative, replyToNative, settleNativeAnswer } from './native-bridge.client'

type Props = {
  userId: number | null
  productGroup1Id: number
  experiments: Record<string, string>
  toast: { message: string; tone?: string } | null
  push: { mobilePushCode: string; mobileNightPushCode: string } | null
}

const STORE = {
  adid: 'petshop.adid',
  userId: 'petshop.userId',
  sentGroup: 'petshop.sentProductGroup1',
  sentVariants: 'petshop.sentVariants',
}

function recall(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function remember(key: string, value: unknown) {
  try {
    if (typeof value === 'string' && value.length <= 2000) window.sessionStorage.setItem(key, value)
  } catch {
    // Private modes may refuse storage; the message still gets its answer.
  }
}

type ShellAnswer = { applied?: string[]; error?: string | null }

/**
 * APP_VERSION and EXPERIMENT go to the server (decision 034), one at a time: a version reported
 * just before the shell's experiments must be kept before the server judges them by it.
 */
let reports: Promise<unknown> = Promise.resolve()
function reportToServer(report: Record<string, unknown>): Promise<{ ok: boolean; body: ShellAnswer }> {
  const sent = reports.then(async () => {
    const answer = await fetch('/api/native/shell', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    })
    return { ok: answer.ok, body: (await answer.json().catch(() => ({}))) as ShellAnswer }
  })
  reports = sent.catch(() => undefined)
  return sent
}

/**
 * The page side of the native bridge, only inside the apps: receives the shell's messages through
 * `window.petshopBridge.receive` and answers each with `{ bridgeId, data, error }`. Loaded after
 * the page is interactive; what the shell sent before then waits in the inbox (bridge-inbox.ts).
 */
export function NativeBridge({ userId, productGroup1Id, experiments, toast, push }: Props) {
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const latest = useRef({ userId, revalidator, navigate })
  latest.current = { userId, revalidator, navigate }

  // The analytics' user id is set by the Tracking island (spec §4: after the ad id, which the hub waits for).
  useEffect(() => {
    if (userId === null) return
    remember(STORE.userId, String(userId))
  }, [userId])

  // The shell opens on the dog or cat side the shopper chose last (spec §7 LAST_SELECT_PRODUCT_GROUP_1).
  useEffect(() => {
    const value = String(productGroup1Id)
    if (recall(STORE.sentGroup) === value) return
    remember(STORE.sentGroup, value)
    postToNative('LAST_SELECT_PRODUCT_GROUP_1', { productGroup1Id })
  }, [productGroup1Id])

  // The shell's own analytics tag events with the web's variants; told again only when they change.
  const variants = JSON.stringify(experiments)
  useEffect(() => {
    if (recall(STORE.sentVariants) === variants) return
    remember(STORE.sentVariants, variants)
    postToNative('EXPERIMENT_VARIANT', { experiments: JSON.parse(variants) as Record<string, string> })
  }, [variants])

  // After a consent change the shell's own record of it follows (spec §7 FETCH_PUSH_AGREE).
  const pushKey = push ? `${push.mobilePushCode}${push.mobileNightPushCode}` : null
  const lastPush = useRef(pushKey)
  useEffect(() => {
    const before = lastPush.current
    lastPush.current = pushKey
    if (pushKey === null || before === null || before === pushKey || !push) return
    postToNative('FETCH_PUSH_AGREE', { mobilePushCode: push.mobilePushCode, mobileNightPushCode: push.mobileNightPushCode })
  }, [pushKey, push])

  // Inside the apps the shell shows the toast natively (the page renders none there).
  useEffect(() => {
    if (toast) postToNative('TOAST', { message: toast.message, tone: toast.tone ?? 'info' })
  }, [toast])

  useEffect(() => {
    async function handle(message: ShellMessage) {
      const now = latest.current
      switch (message.type) {
        case 'APP_VERSION': {
          const answer = await reportToServer({ appVersion: message.data.version })
          if (!answer.ok) return reply(message.bridgeId, null, answer.body.error ?? 'BAD_REQUEST')
          // The version rules are the server's: render again by the version the shell reported.
          now.revalidator.revalidate()
          return reply(message.bridgeId, { ok: true })
        }
        case 'OS_VERSION':
          // Acknowledged, not kept: nothing of the spec depends on it (decision 034).
          return reply(message.bridgeId, { ok: true })
        case 'UPDATE_ADID':
          remember(STORE.adid, message.data.adid)
          if (typeof message.data.adid === 'string') analytics(true).adIdUpdated(message.data.adid)
          return reply(message.bridgeId, { ok: true })
        case 'EXPERIMENT': {
          const answer = await reportToServer({ experiments: message.data.experiments ?? {} })
          if (!answer.ok) return reply(message.bridgeId, null, answer.body.error ?? 'BAD_REQUEST')
          const flags = answer.body.applied ?? []
          if (flags.length === 0) return reply(message.bridgeId, { applied: false }, answer.body.error ?? null)
          // The shell's variants now decide the page for the flags they name.
          now.revalidator.revalidate()
          return reply(message.bridgeId, { applied: true, flags })
        }
        case 'SYNC_COOKIES_TO_WEBVIEW':
          // The shell has put cookies into the web view: read the page again with them.
          now.revalidator.revalidate()
          return reply(message.bridgeId, { ok: true })
        case 'UPDATE_SESSION': {
          const answer = await fetch('/api/native/session', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(message.data),
          })
          const body = (await answer.json().catch(() => ({}))) as { userId?: number; error?: string }
          if (!answer.ok) return reply(message.bridgeId, null, body.error ?? 'ERROR')
          now.revalidator.revalidate()
          return reply(message.bridgeId, { ok: true, userId: body.userId ?? null })
        }
        case 'SESSION': {
          const known = Number(window.sessionStorage.getItem(STORE.userId)) || null
          const answer = sessionAnswer(known, now.userId)
          if (answer.goToLogin) now.navigate(`${LOGIN_PATH}?next=${encodeURIComponent(window.location.pathname)}`)
          return reply(message.bridgeId, answer.data)
        }
      }
    }
    takeBridgeInbox((raw) => {
      // Read once: an answer to one of the page's own requests, else a message of the shell's.
      const value = readBridgeValue(raw)
      if (settleNativeAnswer(value)) return
      const message = parseShellMessage(value)
      if (!message) return
      void handle(message).then(
        (answer) => replyToNative(answer),
        () => replyToNative(reply(message.bridgeId, null, 'ERROR')),
      )
    })
    return () => {
      window.petshopBridge = undefined
    }
  }, [])

  return null
}
