/**
 * Whether a document is well-formed XML in the small way sitemaps use it (no parser is installed
 * here): one declaration, elements that nest and close, text and attribute values without a raw
 * `<` or an `&` that starts no entity. Answers the first problem, or null.
 */
export function xmlProblem(document: string): string | null {
  const body = document.replace(/^<\?xml [^?]*\?>\s*/, '')
  if (body === document) return 'no XML declaration'
  const open: string[] = []
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g
  for (const match of body.matchAll(token)) {
    const [, closing, name, attributes, selfClosing, text, stray] = match
    if (stray) return `a raw < at ${match.index}`
    const raw = text ?? attributes ?? ''
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(raw)) return `a raw & at ${match.index}`
    if (text !== undefined) {
      if (open.length === 0 && text.trim()) return `text outside the root at ${match.index}`
      continue
    }
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open at ${match.index}`
      if (open.length === 0 && body.slice((match.index ?? 0) + match[0].length).trim()) return 'content after the root'
    } else if (!selfClosing) open.push(name ?? '')
  }
  return open.length === 0 ? null : `<${open.at(-1)}> never closed`
}
