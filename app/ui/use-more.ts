import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

type Chunk<T> = { items: T[]; page: number; listKey: string }

/**
 * "More" paging for lists that work without JavaScript: the server renders one chunk and a link
 * to the next; with JavaScript that link's chunk is fetched when it scrolls near (or is tapped)
 * and appended here. `read` takes the items and page number out of the route's data.
 */
export function useMore<T, D>({
  items,
  page,
  listKey,
  nextHref,
  read,
  keyOf,
}: {
  items: T[]
  page: number
  /** Which list this is (its query without the page): a chunk of another list is never appended. */
  listKey: string
  nextHref: (page: number) => string | null
  read: (data: D) => Chunk<T>
  keyOf: (item: T) => number | string
}) {
  const [shown, setShown] = useState(items)
  const [current, setCurrent] = useState(page)
  const fetcher = useFetcher<D>()
  const sentinel = useRef<HTMLAnchorElement>(null)
  const next = nextHref(current)
  const loading = fetcher.state !== 'idle'

  // Another list (a new category, sort or word) starts over from what the server sent.
  useEffect(() => {
    setShown(items)
    setCurrent(page)
  }, [items, page])

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    // The route's data as it arrives over the wire; `read` knows its shape.
    const chunk = read(fetcher.data as D)
    if (chunk.listKey !== listKey || chunk.page !== current + 1) return
    setShown((before) => {
      const seen = new Set(before.map(keyOf))
      return [...before, ...chunk.items.filter((item) => !seen.has(keyOf(item)))]
    })
    setCurrent(chunk.page)
  }, [fetcher.state, fetcher.data, current, read, keyOf, listKey])

  useEffect(() => {
    const target = sentinel.current
    if (!target || !next || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && fetcher.state === 'idle') fetcher.load(next)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, fetcher])

  /** For the "more" link: with JavaScript the next chunk joins this list instead of replacing it. */
  const onMore = (event: React.MouseEvent) => {
    if (!next) return
    event.preventDefault()
    if (fetcher.state === 'idle') fetcher.load(next)
  }
  return { shown, next, loading, sentinel, onMore }
}
