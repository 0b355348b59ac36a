import * as MSG from '~/domain/messages'

/** Swipeable product pictures (CSS scroll snapping, no JavaScript). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  return (
    <section className="gallery" aria-label={MSG.productDetail.gallery}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row is focusable so a keyboard can scroll it with the arrow keys (WCAG 2.1.1) */}
      <ul className="gallery__track" tabIndex={0}>
        {images.map((src, index) => (
          <li key={src} className="gallery__slide">
            <img src={src} alt={index === 0 ? name : ''} width={430} height={430} loading={index === 0 ? 'eager' : 'lazy'} />
            <span className="gallery__count" aria-hidden="true">
              {index + 1} / {images.length}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
