/**
 * Spec §4 page lifecycle: hiding the page hides the body (an app switcher's snapshot shows no
 * personal data), and a page restored from the back/forward cache reloads (it may show a cart or
 * a session that changed meanwhile).
 */
export function onPageHide(body: { style: { visibility: string } }) {
  body.style.visibility = 'hidden'
}

export function onPageShow(event: { persisted: boolean }, body: { style: { visibility: string } }, reload: () => void) {
  body.style.visibility = ''
  if (event.persisted) reload()
}
