import { Link } from '@remix-run/react'

type Words = { previous: string; next: string; page: (page: number, pages: number) => string; paging: string }

/** 이전 · n / m 페이지 · 다음 under a member's list (찜한 상품, 알림): plain links, so paging works without JavaScript. */
export function PageLinks({ href, page, pages, words }: { href: string; page: number; pages: number; words: Words }) {
  if (pages <= 1) return null
  const to = (n: number) => `${href}?page=${n}`
  return (
    <nav className="wishlist__pages" aria-label={words.paging}>
      {page > 1 ? <Link to={to(page - 1)}>{words.previous}</Link> : null}
      <span>{words.page(page, pages)}</span>
      {page < pages ? <Link to={to(page + 1)}>{words.next}</Link> : null}
    </nav>
  )
}
