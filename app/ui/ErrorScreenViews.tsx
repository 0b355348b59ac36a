import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from '@remix-run/react'
import { canGoBackInShop } from '~/domain/back-in-shop'
import { homePath } from '~/domain/home'
import * as MSG from '~/domain/messages'
import { DEFAULT_OS_CODE } from '~/domain/platform'
import { useShellData } from '~/islands/use-shell-data'
import { Alert } from './Alert'

function useHome() {
  const root = useShellData()
  return homePath(root?.osCode ?? DEFAULT_OS_CODE)
}

/** Back when there is somewhere in the shop to go back to, otherwise home (spec §8). */
function useBackOrHome(home: string) {
  const navigate = useNavigate()
  return () => {
    const { history, location } = window
    if (canGoBackInShop(history.state, document.referrer, location.origin, history.length)) navigate(-1)
    else location.assign(home)
  }
}

/** Spec §8 not-found: an alert whose confirm goes back, or to the platform's home tab. */
export function NotFoundScreen({ message }: { message?: string }) {
  const home = useHome()
  const back = useBackOrHome(home)
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title" className="sr-only">
        {MSG.screen.notFoundTitle}
      </h1>
      <Alert
        title={MSG.screen.notice}
        message={message ?? MSG.error.notFound}
        actions={[{ label: MSG.screen.confirm, href: home, onClick: back, primary: true }]}
      />
    </section>
  )
}

/** Spec §8 other errors: 오류가 발생했어요 with 재시도 (reload) and 뒤로가기 (back). */
export function ErrorScreen({ message }: { message?: string }) {
  const location = useLocation()
  const home = useHome()
  const back = useBackOrHome(home)
  const current = `${location.pathname}${location.search}`
  return (
    <section className="error-screen error-screen--full" aria-labelledby="error-title">
      <div className="error-screen__art" aria-hidden="true">
        🐾
      </div>
      <h1 id="error-title" className="error-screen__title">
        {MSG.screen.errorTitle}
      </h1>
      <p className="error-screen__message">{errorScreenBody(message)}</p>
      <div className="error-screen__actions">
        <a className="button button--primary" href={current}>
          {MSG.screen.retry}
        </a>
        <a
          className="button"
          href={home}
          onClick={(event) => {
            event.preventDefault()
            back()
          }}
        >
          {MSG.screen.back}
        </a>
      </div>
    </section>
  )
}

/** The screen's line under its title: never the title again (a bare ERROR's message is 오류가 발생했어요.). */
export function errorScreenBody(message: string | undefined): string {
  return !message || message === MSG.error.default ? MSG.screen.errorBody : message
}

function errorMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return undefined
}

/** Picks the §8 screen from the thrown response. */
export function RouteErrorScreen() {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    // 410: something that was there and is gone (a deleted post, spec §8) reads like not found.
    if (error.status === 404 || error.status === 410) return <NotFoundScreen message={errorMessage(error.data)} />
    return <ErrorScreen message={errorMessage(error.data)} />
  }
  return <ErrorScreen />
}
