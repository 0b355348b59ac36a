import { Link } from '@remix-run/react'
import type { Banner } from '~/domain/home'
import * as MSG from '~/domain/messages'

/** A swipeable row of banners: CSS scroll snapping, so it needs no JavaScript. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null
  return (
    <section className="banners" aria-label={MSG.home.banners}>
      <ul className="banners__track">
        {banners.map((banner, index) => (
          <li key={banner.bannerId} className="banners__slide">
            <Link to={banner.linkUrl} className="banners__link">
              <img src={banner.imageUrl} alt="" width={430} height={240} loading={index === 0 ? 'eager' : 'lazy'} />
              <span className="banners__text">
                <strong>{banner.title}</strong>
                {banner.subtitle ? <span>{banner.subtitle}</span> : null}
              </span>
              <span className="banners__count" aria-hidden="true">
                {index + 1} / {banners.length}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
