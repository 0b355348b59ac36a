/**
 * Reads the shop's server-rendered forms the way a browser with JavaScript off builds a form
 * submission: hidden inputs (the honeypot, `next`, upload keys), checked boxes and radios,
 * selected options, textareas, and the submit button that was pressed. Attributes come from
 * React's renderer (or the stand-ins' escapeHtml), which escapes `<`, `>`, `"` and `'`, so a tag
 * never contains a raw `>` and a regular expression tokenizer is enough.
 */

export type Button = { name: string | null; value: string; text: string }
export type Form = {
  id: string | null
  action: string | null
  method: 'get' | 'post'
  enctype: string
  /** The successful controls without a submitter, in document order. */
  fields: Array<[string, string]>
  /** The values a `<select>` or a group of radios offers (enabled ones), for picking another one. */
  choices: Map<string, string[]>
  buttons: Button[]
  /** Names of `<input type="file">`. */
  files: string[]
  /** Names of every control, successful or not (an unchecked box is still there to tick). */
  names: Set<string>
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[body.toLowerCase()] ?? whole
  })
}

export function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(/([^\s=/"'<>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = match[1]?.toLowerCase()
    if (name) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return found
}

const stripTags = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, '')).trim()

type Span = { start: number; end: number; attrs: Map<string, string> }
type Control = {
  at: number
  kind: string
  attrs: Map<string, string>
  inner: string
  options: Array<Map<string, string> & { text?: string }>
}

function formSpans(html: string): Span[] {
  const spans: Span[] = []
  for (const match of html.matchAll(/<form\b([^>]*)>/gi)) {
    const start = match.index ?? 0
    const close = html.indexOf('</form>', start)
    spans.push({ start, end: close < 0 ? html.length : close, attrs: attributes(match[1] ?? '') })
  }
  return spans
}

function controls(html: string): Control[] {
  const found: Control[] = []
  for (const match of html.matchAll(/<(input|button|select|textarea)\b([^>]*)>/gi)) {
    const kind = (match[1] ?? '').toLowerCase()
    const at = match.index ?? 0
    const open = at + match[0].length
    const closeTag = `</${kind}>`
    const close = kind === 'input' ? open : html.indexOf(closeTag, open)
    const inner = kind === 'input' || close < 0 ? '' : html.slice(open, close)
    const options =
      kind === 'select'
        ? [...inner.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)].map((o) =>
            Object.assign(attributes(o[1] ?? ''), { text: stripTags(o[2] ?? '') }),
          )
        : []
    found.push({ at, kind, attrs: attributes(match[2] ?? ''), inner, options })
  }
  return found
}

/** Every form of the page, with the controls that belong to it (inside it, or pointing at it with `form=`). */
export function parseForms(html: string): Form[] {
  const spans = formSpans(html)
  const all = controls(html)
  return spans.map((span) => {
    const id = span.attrs.get('id') ?? null
    const mine = all.filter((c) => {
      const owner = c.attrs.get('form')
      return owner !== undefined ? owner === id : c.at > span.start && c.at < span.end
    })
    const form: Form = {
      id,
      action: span.attrs.get('action') ?? null,
      method: span.attrs.get('method')?.toLowerCase() === 'post' ? 'post' : 'get',
      enctype: span.attrs.get('enctype') ?? 'application/x-www-form-urlencoded',
      fields: [],
      choices: new Map(),
      buttons: [],
      files: [],
      names: new Set(),
    }
    for (const c of mine) addControl(form, c)
    return form
  })
}

function addControl(form: Form, c: Control): void {
  const name = c.attrs.get('name') ?? null
  if (name) form.names.add(name)
  if (c.attrs.has('disabled')) return
  if (c.kind === 'button') {
    if ((c.attrs.get('type') ?? 'submit').toLowerCase() === 'submit') {
      form.buttons.push({ name, value: c.attrs.get('value') ?? '', text: stripTags(c.inner) || (c.attrs.get('aria-label') ?? '') })
    }
    return
  }
  if (!name) return
  if (c.kind === 'textarea') {
    // The HTML parser drops one newline right after <textarea>.
    form.fields.push([name, decodeEntities(c.inner.replace(/^\r?\n/, ''))])
    return
  }
  if (c.kind === 'select') {
    const values = c.options.map((o) => o.get('value') ?? o.text ?? '')
    form.choices.set(name, values)
    const chosen = c.options.find((o) => o.has('selected')) ?? c.options[0]
    if (chosen) form.fields.push([name, chosen.get('value') ?? chosen.text ?? ''])
    return
  }
  const type = (c.attrs.get('type') ?? 'text').toLowerCase()
  if (type === 'file') form.files.push(name)
  else if (type === 'submit' || type === 'image')
    form.buttons.push({ name, value: c.attrs.get('value') ?? '', text: c.attrs.get('value') ?? '' })
  else if (type === 'checkbox' || type === 'radio') {
    const value = c.attrs.get('value') ?? 'on'
    if (type === 'radio') form.choices.set(name, [...(form.choices.get(name) ?? []), value])
    if (c.attrs.has('checked')) form.fields.push([name, value])
  } else if (type !== 'reset' && type !== 'button') form.fields.push([name, c.attrs.get('value') ?? ''])
}

export type Fill = Record<string, string | readonly string[] | null>

/**
 * The form data set a browser would send: the form's own fields, with `fill` replacing every
 * value of a name (null removes it, e.g. unticking), then the pressed button's name and value.
 */
export function formData(form: Form, fill: Fill = {}, submitter?: Button): Array<[string, string]> {
  const data = form.fields.filter(([name]) => !(name in fill))
  for (const [name, value] of Object.entries(fill)) {
    if (value === null) continue
    for (const one of typeof value === 'string' ? [value] : value) data.push([name, one])
  }
  if (submitter?.name) data.push([submitter.name, submitter.value])
  return data
}

/** The first form that `test` accepts; throws with what the page had, so a changed page is obvious. */
export function findForm(html: string, test: (form: Form) => boolean, what: string): Form {
  const form = parseForms(html).find(test)
  if (form) return form
  throw new Error(`no ${what} form on the page`)
}

/** The submit button named `name` with `value` (or, with no value, the first with that name). */
export function button(form: Form, name: string | null, value?: string): Button {
  const found = form.buttons.find((b) => b.name === name && (value === undefined || b.value === value))
  if (!found) throw new Error(`no submit button ${name ?? '(unnamed)'}=${value ?? '*'} in form ${form.action ?? ''}`)
  return found
}

/**
 * What the page tells the shopper, first found of: the flash alert (declined, already placed), the
 * form's errors, a field's error, an error toast. Null when it says nothing of the kind.
 */
export function pageMessage(html: string): string | null {
  const alert = /class="alert__message"[^>]*>([^<]*)</.exec(html)?.[1]
  const formError = /class="form-errors"[^>]*><p>([^<]*)</.exec(html)?.[1]
  const fieldError = /class="field__errors"[^>]*><li>([^<]*)</.exec(html)?.[1]
  const toast = /class="toast"[^>]*data-tone="error"[^>]*>([^<]*)</.exec(html)?.[1]
  const found = alert ?? formError ?? fieldError ?? toast
  return found === undefined ? null : decodeEntities(found)
}
