/**
 * A query or a key as the search compares them: lower case, only Hangul, a–z, digits and the
 * hyphen of a 지번 (`737-1`); every space gone, so spacing never changes an answer.
 */
export function compactAddressQuery(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^0-9a-z가-힣-]/g, '')
}
