import type { ProviderAccount } from './accounts'
import type { Provider } from './providers'

/** Every dynamic value goes through this: e-mails, nicknames, state and redirect_uri are input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')

/** Self-contained: no script, no external asset; styles inline (the shop's CSP allows only those). */
export function layout(title: string, provider: Provider | undefined, body: string): string {
  const bg = provider?.background ?? '#333333'
  const fg = provider?.foreground ?? '#FFFFFF'
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;background:#f4f4f5;color:#191919}
main{max-width:430px;margin:0 auto;min-height:100vh;background:#fff}
header{background:${bg};color:${fg};padding:20px 20px 16px}
header h1{margin:0;font-size:20px}
header p{margin:6px 0 0;font-size:13px;opacity:.85}
section{padding:16px 20px}
h2{font-size:15px;margin:0 0 10px}
.note{font-size:13px;color:#666;margin:0 0 12px;line-height:1.5}
.error{background:#fdecec;color:#b42318;padding:10px 12px;border-radius:8px;font-size:14px;margin:0 0 12px}
form{margin:0 0 10px}
button{width:100%;border:0;border-radius:10px;padding:14px;font-size:15px;font-weight:600;cursor:pointer}
.primary{background:${bg};color:${fg}}
.secondary{background:#ececef;color:#333}
.spaced{margin-top:12px}
.account{display:block;text-align:left;background:#fff;border:1px solid #dcdce0;color:#191919}
.account small{display:block;color:#666;font-weight:400;margin-top:2px}
label{display:block;font-size:13px;margin:8px 0 4px}
input[type=email],input[type=text]{width:100%;padding:12px;border:1px solid #dcdce0;border-radius:8px;font-size:15px;margin-bottom:4px}
</style>
</head>
<body><main>${body}</main></body>
</html>`
}

export type ConsentPage = {
  provider: Provider
  action: string
  fields: Record<string, string>
  accounts: readonly ProviderAccount[]
  error?: string
  values?: { email?: string; nickname?: string }
}

/** The provider's consent page: seeded accounts, a form for a new one, and 취소. */
export function consentPage({ provider, action, fields, accounts, error, values = {} }: ConsentPage): string {
  const form = (inner: string, extra: Record<string, string>) =>
    `<form method="post" action="${escapeHtml(action)}">${hidden({ ...fields, ...extra })}${inner}</form>`
  const list = accounts.length
    ? accounts
        .map((a) =>
          form(`<button class="account" type="submit">${escapeHtml(a.nickname)}<small>${escapeHtml(a.email)}</small></button>`, {
            decision: 'account',
            provider_user_id: a.provider_user_id,
          }),
        )
        .join('')
    : '<p class="note">아직 계정이 없어요. 아래에서 새 계정을 만들어 주세요.</p>'
  return layout(
    `${provider.label} 로그인`,
    provider,
    `<header><h1>${escapeHtml(provider.label)} 계정으로 로그인</h1><p>펫샵이 이메일과 닉네임 정보를 요청해요.</p></header>
<section>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p class="note">개발용 가상 로그인 화면이에요. 실제 ${escapeHtml(provider.label)} 계정은 사용되지 않아요.</p>
<h2>이 계정으로 계속</h2>
${list}
</section>
<section>
<h2>새 계정으로 계속</h2>
${form(
  `<label for="email">이메일</label><input id="email" name="email" type="email" required maxlength="100" value="${escapeHtml(values.email ?? '')}">
<label for="nickname">닉네임</label><input id="nickname" name="nickname" type="text" required maxlength="20" value="${escapeHtml(values.nickname ?? '')}">
<button class="primary spaced" type="submit">동의하고 계속하기</button>`,
  { decision: 'new' },
)}
${form('<button class="secondary" type="submit">취소</button>', { decision: 'cancel' })}
</section>`,
  )
}

/** Missing or wrong parameters: explained on the page, never redirected (the target is not trusted). */
export function errorPage(message: string, provider?: Provider): string {
  return layout(
    '로그인할 수 없어요',
    provider,
    `<header><h1>로그인할 수 없어요</h1><p>${escapeHtml(provider?.label ?? '로그인')} 요청이 올바르지 않아요.</p></header>
<section><p class="error" role="alert">${escapeHtml(message)}</p><p class="note">앱으로 돌아가 처음부터 다시 시도해 주세요.</p></section>`,
  )
}

/**
 * Apple's response_mode=form_post: the answer is posted to redirect_uri. There is no script
 * (the shop's CSP would block it), so the visible 계속 button is how the form gets sent.
 */
export function formPostPage(provider: Provider, redirectUri: string, fields: Record<string, string>): string {
  return layout(
    `${provider.label} 로그인`,
    provider,
    `<header><h1>${escapeHtml(provider.label)} 로그인</h1><p>펫샵으로 돌아가요.</p></header>
<section><form method="post" action="${escapeHtml(redirectUri)}">${hidden(fields)}<button class="primary" type="submit" autofocus>계속</button></form></section>`,
  )
}
