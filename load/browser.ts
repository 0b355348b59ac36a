/**
 * A browser with JavaScript turned off, as far as the shop can tell: documents only, its own
 * cookies, forms posted as urlencoded or multipart, redirects followed the way a browser follows
 * them (303 and 302 after a POST become a GET). Every HTTP exchange is handed to `record` with the
 * step it belongs to, its status and its latency.
 */
import { CookieJar } from './cookie-jar'
import { type Button, type Fill, type Form, formData } from './forms'

/** `status` 0 is a request that got no answer; `abandoned` ones were given up by the browser on purpose. */
export type Sample = {
  step: string
  method: string
  path: string
  status: number
  ms: number
  error?: string
  abandoned?: boolean
  at?: number
}
export type Page = { url: URL; status: number; html: string; headers: Headers; hops: URL[] }
export type Upload = { name: string; file: File }

type Request = { method: string; body?: BodyInit; referer?: string }
/** A navigation the browser may give up: then nothing of its answer is used. */
type Navigation = { giveUp: AbortSignal | null }

const MOBILE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** How long a person looks at a failed page before pressing reload. */
const RELOAD_AFTER_MS = 1_000
const MAX_REDIRECTS = 10
/** Longer than any backend timeout of the shop on these pages (10 s). */
const REQUEST_TIMEOUT_MS = 30_000
const SHOWN: Navigation = { giveUp: null }

export class Browser {
  readonly jar: CookieJar

  constructor(
    private readonly origin: string,
    private readonly record: (sample: Sample) => void,
    /**
     * Behind a proxy (`npm run load:cluster`): the address this shopper's requests come from, sent
     * as X-Forwarded-For; the proxy appends its own peer and the shop (TRUST_PROXY=loopback) reads it.
     */
    private readonly clientAddress?: string,
  ) {
    this.jar = new CookieJar(origin)
  }

  get(path: string, step: string): Promise<Page> {
    return this.navigate(new URL(path, this.origin), { method: 'GET' }, step, SHOWN)
  }

  /** Submits `form` from `page` as a browser would, pressing `submitter` (if any). */
  submit(page: Page, form: Form, step: string, fill: Fill = {}, submitter?: Button, uploads: Upload[] = []): Promise<Page> {
    return this.send(page, form, step, fill, submitter, uploads, SHOWN)
  }

  /**
   * A double-click: the same form goes twice, `gapMs` apart. The browser gives up the first
   * navigation when the second starts: the request is cancelled if it is still waiting, its answer
   * is never shown, its redirects are not followed and its cookies are not kept. Answers the page
   * the shopper sees, the second one's.
   */
  async doubleSubmit(
    page: Page,
    form: Form,
    step: string,
    fill: Fill,
    submitter: Button | undefined,
    gapMs: number,
    uploads: Upload[] = [],
  ): Promise<Page> {
    const giveUp = new AbortController()
    const first = this.send(page, form, step, fill, submitter, uploads, { giveUp: giveUp.signal }).catch(() => null)
    await new Promise((resolve) => setTimeout(resolve, gapMs))
    giveUp.abort()
    const [, second] = await Promise.all([first, this.send(page, form, step, fill, submitter, uploads, SHOWN)])
    return second
  }

  private send(
    page: Page,
    form: Form,
    step: string,
    fill: Fill,
    submitter: Button | undefined,
    uploads: Upload[],
    navigation: Navigation,
  ): Promise<Page> {
    const target = new URL(form.action ?? page.url.href, page.url)
    const data = formData(form, fill, submitter)
    if (form.method === 'get') {
      target.search = new URLSearchParams(data).toString()
      return this.navigate(target, { method: 'GET' }, step, navigation)
    }
    let body: FormData | URLSearchParams
    if (form.enctype === 'multipart/form-data') {
      const multipart = new FormData()
      for (const [name, value] of data) multipart.append(name, value)
      // A file input with nothing chosen still sends an empty part, like a browser.
      for (const name of form.files) {
        const chosen = uploads.filter((u) => u.name === name)
        if (chosen.length === 0) multipart.append(name, new File([], '', { type: 'application/octet-stream' }))
        for (const u of chosen) multipart.append(name, u.file)
      }
      body = multipart
    } else body = new URLSearchParams(data)
    return this.navigate(target, { method: 'POST', body, referer: page.url.href }, step, navigation)
  }

  private async navigate(start: URL, init: Request, step: string, navigation: Navigation): Promise<Page> {
    let url = start
    let request = init
    const hops: URL[] = []
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const { response, html } =
        hop > 0 && !navigation.giveUp
          ? await this.withOneReload(url, request, step, navigation)
          : await this.exchange(url, request, step, navigation)
      const location = response.headers.get('location')
      // A given-up navigation stops at its first answer, whatever it is.
      if (!navigation.giveUp && response.status >= 300 && response.status < 400 && location) {
        hops.push(url)
        // 307 and 308 repeat the request; every other redirect becomes a GET.
        request = response.status === 307 || response.status === 308 ? request : { method: 'GET', referer: url.href }
        url = new URL(location, url)
        continue
      }
      return { url, status: response.status, html, headers: response.headers, hops }
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects from ${start.pathname}`)
  }

  /**
   * A page reached through a redirect (the answer to a form: the new post, the completion page)
   * that fails to load (no answer, or an error page: a 5xx) leaves its address in the address bar,
   * and a person presses reload once. The failed request is still recorded (outside the kill
   * window it is a violation); only the shopper goes on, as a person would, with what the shop had
   * already answered.
   */
  private async withOneReload(url: URL, init: Request, step: string, navigation: Navigation) {
    const first = await this.exchange(url, init, step, navigation).catch(() => null)
    if (first && first.response.status < 500) return first
    await new Promise((resolve) => setTimeout(resolve, RELOAD_AFTER_MS))
    return this.exchange(url, init, `${step} (reload)`, navigation)
  }

  private async exchange(url: URL, init: Request, step: string, { giveUp }: Navigation) {
    const headers: Record<string, string> = {
      'user-agent': MOBILE_CHROME,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-language': 'ko-KR,ko;q=0.9',
    }
    const cookie = this.jar.header(url)
    if (cookie) headers.cookie = cookie
    if (this.clientAddress) headers['x-forwarded-for'] = this.clientAddress
    if (init.referer) headers.referer = init.referer
    // Form posts carry their origin; Remix refuses cross-site actions.
    if (init.method === 'POST') headers.origin = this.origin
    const started = performance.now()
    const path = url.pathname
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    try {
      const response = await fetch(url, {
        method: init.method,
        headers,
        body: init.body,
        redirect: 'manual',
        signal: giveUp ? AbortSignal.any([timeout, giveUp]) : timeout,
      })
      // The latency is the whole document (the shop streams it), as a browser waits for it.
      const html = await response.text()
      if (!giveUp) this.jar.store(response.headers.getSetCookie(), url)
      this.record({
        step,
        method: init.method,
        path,
        status: response.status,
        ms: performance.now() - started,
        ...(giveUp ? { abandoned: true } : {}),
      })
      return { response, html }
    } catch (error) {
      const ms = performance.now() - started
      if (giveUp?.aborted)
        this.record({ step, method: init.method, path, status: 0, ms, error: 'given up for the second click', abandoned: true })
      else this.record({ step, method: init.method, path, status: 0, ms, error: error instanceof Error ? error.message : String(error) })
      throw error
    }
  }
}
