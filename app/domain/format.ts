const won = new Intl.NumberFormat('ko-KR')
const count = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 })

/** 25600 -> "25,600원" */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`
}

/** Review counts: 312 -> "312", 12345 -> "1.2만" (the compact form Korean shops use). */
export function formatCount(n: number): string {
  return n < 10_000 ? won.format(n) : count.format(n)
}

export function formatScore(score: number): string {
  return score.toFixed(1)
}

/** The whole-number percent a shopper saves; never negative, 0 when there is no list price. */
export function discountRate(price: number, salePrice: number): number {
  if (price <= 0 || salePrice >= price) return 0
  return Math.round(((price - salePrice) / price) * 100)
}

/** 을 after a final consonant, 를 after a vowel: "초코를", "콩을". Other scripts get 을(를). */
export function withObjectParticle(word: string): string {
  const last = word.trim().slice(-1)
  const code = last.charCodeAt(0) - 0xac00
  if (Number.isNaN(code) || code < 0 || code > 11171) return `${word}을(를)`
  return `${word}${code % 28 === 0 ? '를' : '을'}`
}

/** 01012345678 -> "010-1234-5678", 0101234567 -> "010-123-4567"; anything else as it is. */
export function formatMobile(mobileNo: string): string {
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(mobileNo)
  return match ? `${match[1]}-${match[2]}-${match[3]}` : mobileNo
}
