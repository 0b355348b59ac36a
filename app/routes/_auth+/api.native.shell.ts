import { type ActionFunctionArgs, json } from '@remix-run/node'
import * as MSG from '~/domain/messages'
import { nativeAppFromUserAgent } from '~/domain/platform'
import { foldReport, readShellValues, ShellReportSchema } from '~/domain/shell-values'
import { cacheHeaders } from '~/http/cache-headers'
import { shellCookie } from '~/session/cookies.server'

/**
 * The bridge's APP_VERSION and EXPERIMENT (docs/native-bridge.md), one report a call: kept in a
 * signed cookie that every later request's context reads (decision 034), so the version rules and
 * the shell's variants decide the server-rendered page. Answers which flags were applied.
 */
export async function action({ request }: ActionFunctionArgs) {
  const app = nativeAppFromUserAgent(request.headers.get('user-agent') ?? '')
  if (!app) return json({ error: 'NOT_AN_APP', message: MSG.error.forbidden }, { status: 403 })
  const report = ShellReportSchema.safeParse(await request.json().catch(() => null))
  if (!report.success) return json({ error: 'BAD_REQUEST', message: MSG.error.badRequest }, { status: 400 })
  const kept = readShellValues(await shellCookie().parse(request.headers.get('cookie')))
  const { values, applied, refused } = foldReport(kept, report.data, app.version)
  const headers = { 'Set-Cookie': await shellCookie().serialize(values), ...cacheHeaders('never-stored') }
  if (refused) return json({ applied, error: 'UNSUPPORTED_APP_VERSION' }, { headers })
  return json({ applied, error: null, appVersion: values.appVersion ?? app.version }, { headers })
}

export const loader = () => json({ error: 'BAD_REQUEST', message: MSG.error.badRequest }, { status: 405 })
