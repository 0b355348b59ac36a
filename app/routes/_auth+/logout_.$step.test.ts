import { expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { readAuth } from '~/session/auth.server'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, sessionsOf } from '../../../tests/fixtures/route-members'
import { action, loader } from './logout_.$step'

/** The server's part of each step of the page's logout (R4.2, decision 035), called in spec order. */
const live = liveBackendForFile()

const step = (browser: Browser, name: string) => visit(browser, action, `/logout/${name}`, { method: 'POST' }, { step: name })

test('[R4.2] each step does its own part: the server session ends at the first, the cookies and the toast only at stored', async () => {
  const { browser, member } = await memberBrowser(live.backend, 'logoutsteps')
  expect(await sessionsOf(live.backend, member.userId)).toBe(1)
  for (const name of ['session', 'endpoint', 'events', 'user', 'experiments']) {
    const answer = await step(browser, name)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.getSetCookie()).toEqual([])
    // The browser still holds its cookie until the last step.
    expect((await readAuth(browser.jar.header()))?.userId).toBe(member.userId)
    // Step 1 ends the server session (the embedded BFF and V2 share one session store).
    expect(await sessionsOf(live.backend, member.userId)).toBe(0)
  }
  const stored = await step(browser, 'stored')
  expect(stored.status).toBe(200)
  const cleared = stored.headers.getSetCookie().map((c) => c.split('=')[0])
  expect(cleared).toEqual(expect.arrayContaining(['petshop_session', 'pd_oauth', 'pd_social', 'pd_once']))
  expect(await readAuth(browser.jar.header())).toBeNull()
  expect((await toastOf(browser))?.message).toBe(MSG.auth.loggedOut)
})

test('an unknown step is not found, in Korean, and ends nothing', async () => {
  const { browser, member } = await memberBrowser(live.backend, 'logoutunknown')
  const answer = await step(browser, 'everything')
  expect(answer.status).toBe(404)
  expect(await answer.json()).toEqual({ error: 'NOT_FOUND', message: MSG.error.notFound })
  expect(await sessionsOf(live.backend, member.userId)).toBe(1)
  expect((await readAuth(browser.jar.header()))?.userId).toBe(member.userId)
})

test('a step posted by a browser without the session cookie (another site, SameSite=Lax) ends no one’s session', async () => {
  const { member } = await memberBrowser(live.backend, 'logoutstranger')
  const answer = await visit(
    new Browser(),
    action,
    '/logout/endpoint',
    { method: 'POST', headers: { origin: 'https://evil.example' } },
    {
      step: 'endpoint',
    },
  )
  expect(await answer.json()).toEqual({ ok: true })
  expect(await sessionsOf(live.backend, member.userId)).toBe(1)
})

test('GET /logout/{step} changes nothing and goes home', async () => {
  const { browser, member } = await memberBrowser(live.backend, 'logoutstepget')
  const answer = await visit(browser, loader, '/logout/stored', {}, { step: 'stored' })
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe('/')
  expect(answer.headers.getSetCookie()).toEqual([])
  expect(await sessionsOf(live.backend, member.userId)).toBe(1)
})
