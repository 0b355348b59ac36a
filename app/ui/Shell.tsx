import { Form, Link } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import { POLICY_MSG, POLICY_TITLES, policyHref } from '~/domain/policies/titles'
import { PawIcon, SearchIcon } from './icons'

/**
 * Spec §1: on desktop the shop is a phone-width column on a background, with a search layout
 * beside it. Hidden below the desktop breakpoint by CSS; the same HTML serves every width.
 */
export function DesktopAside({ productGroup1Id }: { productGroup1Id: number }) {
  return (
    <aside className="desktop-aside" aria-label={MSG.shell.search}>
      <p className="desktop-aside__brand">
        <PawIcon size={32} /> {MSG.brand.name}
      </p>
      <p className="desktop-aside__lead">{MSG.shell.desktopAside}</p>
      <p className="desktop-aside__sub">{MSG.shell.desktopAsideSub}</p>
      <Form method="get" action={`/search/${productGroup1Id}/go`} className="desktop-aside__search" role="search">
        <label className="sr-only" htmlFor="desktop-search">
          {MSG.shell.search}
        </label>
        <input id="desktop-search" type="search" name="word" placeholder={MSG.shell.searchPlaceholder} autoComplete="off" />
        <button type="submit" aria-label={MSG.shell.search}>
          <SearchIcon size={20} />
        </button>
      </Form>
    </aside>
  )
}

/**
 * The bottom layout: the business details Korean e-commerce law asks every shop to show. A demo
 * shop (SHOP_DEMO=true, stand-in sign-in and payment) says so, so nobody takes it for the real one.
 */
export function SiteFooter({ demo = false }: { demo?: boolean }) {
  return (
    <footer className="site-footer">
      {demo ? (
        <p className="site-footer__demo" role="note">
          <strong>{MSG.footer.demo}</strong> {MSG.footer.demoNotice}
        </p>
      ) : null}
      <p className="site-footer__name">{MSG.footer.company}</p>
      <p>{MSG.footer.details}</p>
      <p>{MSG.footer.contact}</p>
      {/* The privacy policy is linked from every page and set apart, as Korean law asks. */}
      <nav className="site-footer__links" aria-label={POLICY_MSG.all}>
        <Link to={policyHref('terms')}>{POLICY_TITLES.terms}</Link>
        <Link to={policyHref('privacy')}>
          <strong>{POLICY_TITLES.privacy}</strong>
        </Link>
        <Link to="/policies">{POLICY_MSG.all}</Link>
      </nav>
    </footer>
  )
}
