import { Form, Link } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import { CloseIcon } from './icons'

type DismissProps = { name: string; redirectTo: string }

/** One form for every "don't show this again" control: it works with JavaScript off. */
function DismissButton({ name, redirectTo }: DismissProps) {
  return (
    <Form method="post" action="/preferences/dismiss" className="dismiss-form">
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="icon-button" aria-label={MSG.screen.close}>
        <CloseIcon size={16} />
      </button>
    </Form>
  )
}

/** Spec §2 bottom fixed banner: above the bottom bar on the mobile web, inviting to the app. */
export function BottomFixedBanner({ redirectTo }: { redirectTo: string }) {
  return (
    <aside className="bottom-fixed-banner" aria-label={MSG.shell.appBanner}>
      <p>{MSG.shell.appBanner}</p>
      <a className="button button--small button--primary" href="/event/app">
        {MSG.shell.appBannerAction}
      </a>
      <DismissButton name="appBanner" redirectTo={redirectTo} />
    </aside>
  )
}

/** Spec §2 sign-up toast: a standing invitation for guests, in the words of the sign-up coupon (decision 027). */
export function SignupToast({ redirectTo, text = MSG.shell.signupToastPlain }: { redirectTo: string; text?: string }) {
  return (
    <aside className="signup-toast" aria-label={text}>
      <p>{text}</p>
      <Link className="button button--small button--primary" to={`/auth/signin?next=${encodeURIComponent(redirectTo)}`}>
        {MSG.shell.signupToastAction}
      </Link>
      <DismissButton name="signupToast" redirectTo={redirectTo} />
    </aside>
  )
}
