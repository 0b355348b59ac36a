import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { notifications } from '~/backends/notifications.server'
import { formatDateTime } from '~/domain/date-formats'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { notificationLink, notificationPages, parseNotificationForm } from '~/domain/notifications'
import { parseRecordId } from '~/domain/record-id'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { formRefusal, readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageLinks } from '~/ui/my/PageLinks'
import { PageHeader } from '~/ui/PageHeader'

const N = MSG.notifications
const HERE = '/my/notifications'

export const meta: MetaFunction = () => pageMeta(`${N.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** A member's own list: never stored (decision 026). */
export const headers = loaderCacheControl

/** `/my/notifications` (알림, decision 063): what the shop told the member, newest first, 20 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const page = parseRecordId(new URL(request.url).searchParams.get('page')) ?? 1
  const list = await withPageErrors(() => notifications.list(ctx, page))
  const last = notificationPages(list.totalCount)
  if (list.notifications.length === 0 && page > last) throw redirect(HERE)
  return json({ list, pages: last }, { headers: cacheHeaders('never-stored') })
}

const toast = async (request: Request, message: string, tone: 'info' | 'error') =>
  redirect(HERE, { headers: await flashHeaders(request, { toast: { message, tone } }) })

/**
 * Plain forms, with or without JavaScript: `open` marks one read and follows its link (always a
 * path of the shop's), `read-all` is 모두 읽음. Another member's notice reads as not found.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const ctx = await requireMember(request, context)
  const asked = parseNotificationForm(form)
  if (!asked) return toast(request, N.notFound, 'error')
  try {
    if (asked.intent === 'read-all') {
      await notifications.readAll(ctx)
      return toast(request, N.readAllDone, 'info')
    }
    const read = await notifications.read(ctx, asked.notificationId)
    return redirect(notificationLink(read.link))
  } catch (error) {
    const refusal = formRefusal(error)
    return toast(request, refusal.status === 404 ? N.notFound : N.failed, 'error')
  }
}

export default function Notifications() {
  const { list, pages } = useLoaderData<typeof loader>()
  return (
    <div className="my-info notifications">
      <PageHeader title={N.title} backTo="/my" />
      {list.totalCount === 0 ? (
        <>
          <EmptyState message={N.empty} action={N.emptyAction} to="/" />
          <p className="wishlist__hint">{N.emptyBody}</p>
        </>
      ) : (
        <section className="my__section" aria-label={N.title}>
          <div className="my__section-head">
            <p className="wishlist__total">{N.unreadCount(formatCount(list.unreadCount))}</p>
            {list.unreadCount > 0 ? (
              <Form method="post" action={HERE}>
                <button type="submit" name="intent" value="read-all" className="button button--small">
                  {N.readAll}
                </button>
              </Form>
            ) : null}
          </div>
          <ul className="notifications__items">
            {list.notifications.map((notice) => (
              <li key={notice.notificationId} className="notification" data-unread={notice.read ? undefined : true}>
                <Form method="post" action={HERE}>
                  <input type="hidden" name="notificationId" value={notice.notificationId} />
                  <button type="submit" name="intent" value="open" className="notification__open">
                    <span className="notification__title">
                      {notice.read ? null : <span className="notification__unread">{N.unread}</span>}
                      {notice.title}
                    </span>
                    <span className="notification__body">{notice.body}</span>
                    <time className="notification__time" dateTime={notice.createdAt}>
                      {formatDateTime(notice.createdAt)}
                    </time>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <PageLinks href={HERE} page={list.page} pages={pages} words={N} />
        </section>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
