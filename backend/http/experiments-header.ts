/** `{ key: variant }` from the base64 JSON of `x-experiments`; anything unreadable is `{}`. */
export function readExperiments(header: string | undefined): Record<string, string> {
  if (!header || header.length > 8192) return {}
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .slice(0, 100),
    )
  } catch {
    return {}
  }
}
