import { type ComponentProps, lazy, Suspense } from 'react'

type Props = ComponentProps<typeof import('./ReviewList')['ReviewList']>

const load = () => import('./ReviewList')
const Reviews = lazy(() => load().then((module) => ({ default: module.ReviewList })))
// Fetched as soon as the product page's code runs: on the server, so its page holds the reviews
// whole (with or without JavaScript); in the browser beside the page's code, not as part of it.
void load()

/**
 * A product's reviews, below the product: their code (the list, the sorts, the score bars) is not
 * in the product page's first download (decision 040). While it arrives during hydration, React
 * keeps the server's reviews on screen and makes them live once it is in.
 */
export function LazyReviewList(props: Props) {
  return (
    <Suspense fallback={null}>
      <Reviews {...props} />
    </Suspense>
  )
}
