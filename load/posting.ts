/**
 * Writing a community post without JavaScript: the text first, 파일 올리기 with two pictures
 * (multipart through the shop; the service re-encodes them), then 등록하기. Each form carries a
 * token in its text so the database check can tell which post came from which form. Some 등록하기
 * are double-clicked: the browser shows only the second answer, at most one post may come of
 * them, and a post that was made must be the one the shopper is shown.
 *
 * An error page instead of an answer (the kill's 502, or no answer at all) leaves the shopper not
 * knowing whether the post was made, so they press 등록하기 again on the same form, as a person
 * would, up to twice. The post may already exist: the services answer the same form with the post
 * it made, so the shopper is shown that one and no second post is made. The failed request stays
 * on record (outside the kill window it is a violation).
 */
import type { Page, Upload } from './browser'
import { type Form, findForm, pageMessage } from './forms'
import type { ShopperCtx } from './shopper'

const POST_PAGE = /^\/community\/post\/(\d+)$/
/** How many times a person presses 등록하기 again after an error page, and how long they look at it first. */
const RESENDS = 2
const RESEND_AFTER_MS = 1_000

/** An error page (a 5xx) or no answer: the shopper cannot tell whether the post was made. */
const unanswered = (page: Page | null): page is null => page === null || page.status >= 500

export async function writePost(ctx: ShopperCtx, pictures: readonly File[], double: boolean): Promise<void> {
  const { browser, ledger } = ctx
  let page = await browser.get('/community/write', 'write')
  // The editor is the form that takes the pictures: a draft kept from an earlier visit (decision 049)
  // puts a 지우고 새로 쓰기 form to the same address above it.
  const isWrite = (f: Form) => f.method === 'post' && (f.action ?? '').startsWith('/community/write') && f.files.includes('files')
  const form = findForm(page.html, isWrite, '글쓰기')
  const token = `[load:${ctx.email.split('@')[0]}:${ctx.next()}]`
  ledger.postTokens.set(token, { email: ctx.email, double })
  const categories = (form.choices.get('category') ?? []).filter(Boolean)
  const typed = {
    category: ctx.pick(categories),
    text: `오늘 산책하고 간식 먹었어요. 부하 테스트 글 ${token}`,
    hashtags: '#산책 #부하테스트',
  }
  const files: Upload[] = pictures.map((file) => ({ name: 'files', file }))
  const upload = form.buttons.find((b) => b.value === 'upload')
  if (!upload) return ctx.unexpected('the writing form has no 파일 올리기 button')
  page = await browser.submit(page, form, 'upload', typed, upload, files)
  if (page.status !== 200) return ledger.count(`사진 거절 upload refused: ${page.status}`)

  // The form comes back with the pictures as upload keys (hidden inputs) and the text as typed.
  const filled = findForm(page.html, isWrite, '글쓰기')
  if (!filled.fields.some(([name]) => name === 'images[1].uploadKey')) return ctx.unexpected('the uploaded pictures are not in the form')
  const publish = filled.buttons.find((b) => b.value === 'publish' && b.text !== '')
  if (!publish) return ctx.unexpected('the writing form has no 등록하기 button')
  if (double) ledger.doubles.publish++
  const press = () =>
    double ? browser.doubleSubmit(page, filled, 'publish', {}, publish, ctx.gap()) : browser.submit(page, filled, 'publish', {}, publish)
  let answer: Page | null = await press().catch(() => null)
  let resent = 0
  for (; unanswered(answer) && resent < RESENDS; resent++) {
    await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS))
    answer = await browser.submit(page, filled, 'publish (again)', {}, publish).catch(() => null)
  }
  if (answer === null) return ctx.unexpected(`publishing got no answer${resent > 0 ? `, ${resent + 1} times` : ''}`)
  const result = answer
  const post = POST_PAGE.exec(result.url.pathname)
  if (post && result.status === 200 && result.hops.some((hop) => hop.pathname === '/community/write')) {
    ledger.postConfirmations.push({ email: ctx.email, token, postId: Number(post[1]) })
    ledger.count(
      resent > 0
        ? '글 등록 (오류 화면 뒤 다시 누름) post confirmed after pressing 등록하기 again past an error page'
        : double
          ? '글 등록 (두 번 클릭) post confirmed after a double-click'
          : '글 등록 post confirmed',
    )
  } else if (result.url.pathname === '/community/write' && result.status === 400) {
    ledger.count(
      `${double ? '두 번 클릭 후 거절 refused after a double-click' : '글 거절 post refused'}: ${pageMessage(result.html) ?? '-'}`,
    )
  } else
    ctx.unexpected(
      `publishing ended at ${result.url.pathname} with ${result.status}${resent > 0 ? ` after pressing 등록하기 ${resent + 1} times` : ''}`,
    )
}
