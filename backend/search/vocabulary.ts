import { initials, jamo } from './hangul'
import { compact } from './normalize'

/**
 * The words of the catalogue, as a search word is read against them: every word of a product
 * name, every brand and category name (whole and by its parts), how many products hold each, and
 * what a search needs precomputed: every part of every word (a partial word is still a word),
 * the initial consonants, the letters. Built once from the products (catalog-index.ts), never per search.
 */

/** One product's searchable names: the same fields as its search document (migration 6). */
export type ProductNames = { name: string; brand: string; group: string; category2: string; category3: string }

export type Word = { text: string; display: string; count: number; letters: readonly string[]; initials: string }

export type Vocabulary = {
  /** compact word → the word. */
  words: ReadonlyMap<string, Word>
  /** Every substring of every word: what a partial word can be. */
  parts: ReadonlySet<string>
  /** Initial consonants (ㅂㅂㅍㄷ) → the most common Hangul word that has them. */
  byInitials: ReadonlyMap<string, Word>
  /** Hangul words of two syllables or more, most common first (what a 초성 prefix is suggested from). */
  hangulWords: readonly Word[]
  /** Words by their length in characters, most common first (typos are looked up among similar lengths). */
  byLength: ReadonlyMap<number, readonly Word[]>
  /** compact colloquial word → the catalogue's word as shown (only the entries that are not catalogue words themselves). */
  synonyms: ReadonlyMap<string, string>
  /**
   * compact word → the other compact terms it may match besides its own (노견 → 노령견, 7세이상
   * besides 시니어): a dictionary entry of several words, or one that widens a catalogue word.
   */
  alternatives: ReadonlyMap<string, readonly string[]>
}

const SEPARATORS = /[^0-9a-z가-힣]+/

/** A name's words: its parts, and for a name of several parts (펫샵 온리, 위생/배변) the whole too when `whole`. */
function nameWords(name: string, whole: boolean): { text: string; display: string }[] {
  const display = name.normalize('NFKC').toLowerCase()
  const parts = display.split(SEPARATORS).filter(Boolean)
  const out = parts.map((part) => ({ text: part, display: part }))
  // A decimal size (1.5kg) is one word, as a search word compacts it (15kg).
  for (const token of display.split(/\s+/)) if (/^\d+\.\d/.test(token)) out.push({ text: compact(token), display: token })
  if (!whole) return out
  if (parts.length > 1) out.push({ text: compact(display), display: display.trim() })
  for (const piece of display.split('/')) {
    const text = compact(piece)
    if (text && piece.trim().includes(' ')) out.push({ text, display: piece.trim() })
  }
  return out
}

/**
 * The catalogue's words and the dictionary's entries that apply to them (dictionary.ts): an entry
 * for a word the catalogue has itself applies only when it widens the word (its words include it).
 */
export function buildVocabulary(
  products: readonly ProductNames[],
  dictionary: ReadonlyMap<string, string | readonly string[]>,
): Vocabulary {
  const words = new Map<string, Word>()
  for (const product of products) {
    const found = [
      ...nameWords(product.name, false),
      ...nameWords(product.brand, true),
      ...nameWords(product.group, true),
      ...nameWords(product.category2, true),
      ...nameWords(product.category3, true),
    ]
    const seen = new Set<string>()
    for (const { text, display } of found) {
      if (seen.has(text)) continue
      seen.add(text)
      const word = words.get(text)
      if (word) word.count++
      else words.set(text, { text, display, count: 1, letters: jamo(text), initials: initials(text) })
    }
  }
  const parts = new Set<string>()
  const byInitials = new Map<string, Word>()
  const hangulWords: Word[] = []
  const byLength = new Map<number, Word[]>()
  const common = [...words.values()].sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : 1))
  for (const word of common) {
    const chars = [...word.text]
    for (let i = 0; i < chars.length; i++) for (let j = i + 1; j <= chars.length; j++) parts.add(chars.slice(i, j).join(''))
    if (chars.length >= 2 && /^[가-힣]+$/.test(word.text)) {
      if (!byInitials.has(word.initials)) byInitials.set(word.initials, word)
      hangulWords.push(word)
    }
    const list = byLength.get(chars.length) ?? []
    list.push(word)
    byLength.set(chars.length, list)
  }
  const synonyms = new Map<string, string>()
  const alternatives = new Map<string, string[]>()
  for (const [typed, meaning] of dictionary) {
    const meant = typeof meaning === 'string' ? [meaning] : meaning
    const terms = [...new Set(meant.map(compact))]
    if (!words.has(typed)) synonyms.set(typed, meant[0] as string)
    else if (!terms.includes(typed)) continue
    const others = terms.filter((term) => term !== (words.has(typed) ? typed : terms[0]))
    if (others.length > 0) alternatives.set(typed, others)
  }
  return { words, parts, byInitials, hangulWords, byLength, synonyms, alternatives }
}
