/**
 * The hostile values, by category. Each is a value a field of the shop should refuse or store
 * harmlessly; the generator (inputs.ts) draws from them with a seeded PRNG and adds size and
 * position at random, so a run is the same every time and still varied.
 */

/** Bytes sent exactly as written (percent-encoded), for what a JavaScript string cannot hold. */
export class Raw {
  constructor(readonly encoded: string) {}
  toString() {
    return this.encoded
  }
}

export type Value = string | Raw

export const CATEGORIES = ['wrong-type', 'huge', 'unicode', 'script', 'sql', 'path', 'empty', 'missing', 'repeated'] as const
export type Category = (typeof CATEGORIES)[number] | 'intent' | 'all-fields' | 'content-type' | 'url' | 'guest'

export const SCRIPT_MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<svg/onload=alert(1)>']

export const POOLS: Record<(typeof CATEGORIES)[number], readonly Value[]> = {
  'wrong-type': [
    'NaN',
    '-1',
    '1e309',
    '-1e309',
    '0',
    '1.5',
    '-0',
    'Infinity',
    '[object Object]',
    '{"$ne":null}',
    'true',
    'null',
    'undefined',
    '[]',
    '9'.repeat(40),
    '0x1A',
    ' 7 ',
    '1,000',
    '2147483648',
    '1e-7',
  ],
  // Filled in by the generator: 100 kB and more of one of these.
  huge: ['A', '가', '9', '<', "'", '🐶', 'a@', '../', '\u0000', ' '],
  unicode: [
    '\u202Eevil\u202C',
    'a\u200Db\u200Cc\u200B',
    'e\u0301\u0301\u0301\u0301\u0301\u0301',
    new Raw('%ED%A0%80'),
    new Raw('%ED%B0%80x'),
    new Raw('%C0%AF'),
    new Raw('%FF%FE%FD'),
    '🐶🐱\u{1F9AE}',
    '\u0000',
    'nul\u0000byte',
    '１２３４５',
    '٣٤٥',
    '\uFEFFbom',
    'ㄱㄴㄷ',
    'İıſK',
    'line\r\nbreak',
    '\t',
    'ﷺ'.repeat(30),
  ],
  script: [
    ...SCRIPT_MARKUP,
    'javascript:alert(1)',
    "';alert(1);//",
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
    '${7*7}',
    '<iframe src=//evil.example>',
    'data:text/html,<script>alert(1)</script>',
  ],
  sql: [
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '1; SELECT pg_sleep(5)',
    "1' UNION SELECT null,null--",
    "admin'--",
    '1 OR 1=1',
    '$1',
    "\\'; --",
  ],
  path: [
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '//evil.example',
    '\\\\evil.example',
    'https://evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    'file:///etc/passwd',
    '....//....//etc',
    '/%252f%252fevil.example',
  ],
  empty: ['', ' ', '   \t  '],
  // Categories without values of their own: the field is left out, or sent twice.
  missing: [],
  repeated: [],
}

/** Intents that look like real ones and are not. */
export const BOGUS_INTENTS: readonly Value[] = [
  'DELETE',
  'delete ',
  ' pay',
  'Pay',
  'send-code\u0000',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'remove-all',
  'admin',
  'like-post',
  'upload;publish',
]

/** What JSON can carry besides strings: the wrong types for a JSON route. */
export const JSON_WRONG_TYPES: readonly unknown[] = [
  -1,
  0,
  1.5,
  1e308,
  -0,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { $gt: '' },
  2 ** 53 + 1,
  '1',
  'NaN',
]

/** Broken ids for a route whose URL carries one. */
export const TRICK_IDS = [
  '0',
  '-1',
  'abc',
  '1e3',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows',
  '99999999999',
  '%00',
  '1%20OR%201=1',
  '%F0%9F%90%B6',
] as const

export { prng } from '../../support/prng'

/** A seed from text (FNV-1a), so each target draws its own sequence and adding one shifts no other. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** 100 kB or more of one character (or character pair), at least `minBytes` bytes in UTF-8. */
export function huge(random: () => number, unit: string): string {
  const bytes = Math.max(1, Buffer.byteLength(unit))
  return unit.repeat(Math.ceil((100_000 + Math.floor(random() * 20_000)) / bytes))
}
