import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { memberSessions } from '~/backends/member-sessions.server'
import { formatDate } from '~/domain/date-formats'
import { formatMobile } from '~/domain/format'
import { deviceLabel, formatSeen } from '~/domain/member-sessions'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import * as PUSH_MSG from '~/domain/messages.push'
import { isNativeApp } from '~/domain/platform'
import { PUSH_SETTINGS_PATH, pushHintFor } from '~/domain/push'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { orFallback } from '~/http/responses.server'
import { PushConsentForm } from '~/islands/PushConsentForm'
import { requireMemberDetail } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { SessionList } from '~/ui/my/SessionList'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.info.title} | ${MSG.brand.name}`)
export const headers = loaderCacheControl
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** /my/information: spec §3's user info, its edits, the push settings (spec §4) and withdrawal. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, detail } = await requireMemberDetail(request, context)
  const info = detail.userInfo
  // The list is worth showing, not worth failing the page for.
  const sessions = await orFallback(memberSessions.list(ctx), [])
  return json(
    {
      name: info.name ?? '',
      nickname: info.nickname ?? '',
      email: info.username ?? '',
      mobile: info.mobileNo ? formatMobile(info.mobileNo) : null,
      joined: info.createdAt ? formatDate(info.createdAt) : null,
      city: info.addressCity ?? null,
      push: info.mobilePushCode === 'Y',
      nightPush: info.mobileNightPushCode === 'Y',
      pushAgreeDate: info.pushAgreeDate ?? null,
      // 앱 알림 only inside the app shell; a browser is told 알림 (decision 050).
      pushHint: pushHintFor(isNativeApp(ctx.osCode)),
      // One row per pair of tokens, as 다른 기기에서 로그아웃 ends them (decision 041).
      sessions: sessions.map((s) => ({
        id: s.sessionId,
        device: deviceLabel(s.mobileOsCode),
        signedIn: formatSeen(s.createdAt),
        lastSeen: formatSeen(s.lastSeenAt),
        current: s.current,
      })),
    },
    { headers: cacheHeaders('never-stored') },
  )
}

export default function MyInformation() {
  const data = useLoaderData<typeof loader>()
  const rows: Array<[string, string | null, string | null]> = [
    [MY_MSG.info.name, data.name, null],
    [MY_MSG.info.nickname, data.nickname, '/my/information/nickname'],
    [MY_MSG.info.email, data.email, null],
    [MY_MSG.info.mobile, data.mobile, '/my/information/mobile'],
    [MY_MSG.info.joined, data.joined, null],
    [MY_MSG.info.city, data.city, '/address'],
  ]
  return (
    <div className="my-info">
      <PageHeader title={MY_MSG.info.title} backTo="/my" />
      <dl className="info-list">
        {rows.map(([label, value, edit]) => (
          <div key={label} className="info-list__row">
            <dt>{label}</dt>
            <dd>{value || MY_MSG.info.none}</dd>
            {edit ? (
              <Link to={edit} className="text-link" aria-label={`${label} ${MY_MSG.info.edit}`}>
                {MY_MSG.info.edit}
              </Link>
            ) : null}
          </div>
        ))}
      </dl>
      <Link to="/my/information/password" className="list-link">
        {MY_MSG.info.passwordTitle}
      </Link>
      <section className="my__section" aria-labelledby="push-title">
        <h2 id="push-title">{PUSH_MSG.settingsTitle}</h2>
        <PushToggle
          label={PUSH_MSG.push}
          hint={data.pushAgreeDate && data.push ? PUSH_MSG.agreedOn(data.pushAgreeDate) : data.pushHint}
          intent="push"
          on={data.push}
        />
        {/* Night push needs push; while push is off the switch is off, cannot be used, and says why. */}
        <PushToggle
          label={PUSH_MSG.night}
          hint={data.push ? PUSH_MSG.nightHint : PUSH_MSG.nightNeedsPush}
          intent="night"
          on={data.nightPush && data.push}
          disabled={!data.push}
        />
      </section>
      {data.sessions.length > 0 ? <SessionList sessions={data.sessions} /> : null}
      <Link to="/my/withdraw" className="my-info__withdraw">
        {MY_MSG.info.withdrawLink}
      </Link>
    </div>
  )
}

/** A switch that is a form: it works without JavaScript, and shows what V2 answered (spec §4). */
function PushToggle({
  label,
  hint,
  intent,
  on,
  disabled = false,
}: {
  label: string
  hint: string
  intent: 'push' | 'night'
  on: boolean
  disabled?: boolean
}) {
  const hintId = `${intent}-push-hint`
  return (
    <PushConsentForm intent={intent} agree={!on} redirectTo={PUSH_SETTINGS_PATH} className="switch-row">
      <span className="switch-row__text">
        <span className="switch-row__label">{label}</span>
        <span className="switch-row__hint" id={hintId}>
          {hint}
        </span>
      </span>
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={label}
        aria-describedby={hintId}
        className="switch"
        disabled={disabled}
      >
        <span className="switch__state">{on ? PUSH_MSG.on : PUSH_MSG.off}</span>
      </button>
    </PushConsentForm>
  )
}

export const ErrorBoundary = ShopErrorBoundary
