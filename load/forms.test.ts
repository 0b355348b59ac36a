import { describe, expect, test } from 'vitest'
import { button, decodeEntities, findForm, formData, pageMessage, parseForms } from './forms'

const signup = `
<form method="get" action="/search/1/result"><input name="word" value=""/><button type="submit">검색</button></form>
<form method="post" action="/auth/signup/email" id=":R1:" novalidate="">
  <input id="name__confirm" name="name__confirm" type="text" value=""/>
  <input id="from__confirm" name="from__confirm" type="text" readonly="" value="U2Fs+ZA=="/>
  <input type="hidden" name="next" value="/v2/order?a=1&amp;b=2"/>
  <input name="email" form=":R1:" type="email"/>
  <input name="agreeTerms" type="checkbox" value="on"/>
  <input name="agreeMarketing" type="checkbox" value="on" checked=""/>
  <input name="optionId" type="radio" value="11" disabled=""/>
  <input name="optionId" type="radio" value="12" checked=""/>
  <input name="optionId" type="radio" value="13"/>
  <select name="category"><option value="">고르세요</option><option value="DIARY" selected="">일기</option><option value="BOAST">자랑</option></select>
  <textarea name="text">
첫 줄 &lt;b&gt;</textarea>
  <input type="file" name="files" multiple=""/>
  <button type="submit" name="intent" value="send-code" formnovalidate="">인증번호 받기</button>
  <button type="submit" class="button">가입하기</button>
</form>
<input name="nickname" form=":R1:" value="코코"/>
<input name="elsewhere" form="other" value="x"/>`

describe('the load browser reads server-rendered forms like a browser without JavaScript', () => {
  test('entities decode, numeric ones too', () => {
    expect(decodeEntities('&#x27;-&#x27; &amp; &#54620; &lt;&gt; &unknown;')).toBe("'-' & 한 <> &unknown;")
  })

  test('the honeypot, hidden fields, checked boxes, the chosen radio and option and the textarea are sent', () => {
    const form = findForm(signup, (f) => f.method === 'post', 'sign-up')
    expect(form.fields).toEqual([
      ['name__confirm', ''],
      ['from__confirm', 'U2Fs+ZA=='],
      ['next', '/v2/order?a=1&b=2'],
      ['email', ''],
      ['agreeMarketing', 'on'],
      ['optionId', '12'],
      ['category', 'DIARY'],
      ['text', '첫 줄 <b>'],
      ['nickname', '코코'],
    ])
    expect(form.choices.get('optionId')).toEqual(['12', '13'])
    expect(form.choices.get('category')).toEqual(['', 'DIARY', 'BOAST'])
    expect(form.files).toEqual(['files'])
    expect(form.names.has('agreeTerms')).toBe(true)
  })

  test('a control outside the form joins it through form=, one pointing elsewhere does not', () => {
    const [search, post] = parseForms(signup)
    expect(post?.fields.some(([name]) => name === 'nickname')).toBe(true)
    expect(post?.fields.some(([name]) => name === 'elsewhere')).toBe(false)
    expect(search?.fields).toEqual([['word', '']])
  })

  test('filling replaces every value of a name, null unticks, and the pressed button is added last', () => {
    const form = findForm(signup, (f) => f.method === 'post', 'sign-up')
    const data = formData(
      form,
      { email: 'a@b.test', agreeMarketing: null, agreeTerms: 'on', optionId: ['13'] },
      button(form, 'intent', 'send-code'),
    )
    expect(data.filter(([name]) => ['email', 'agreeMarketing', 'agreeTerms', 'optionId'].includes(name))).toEqual([
      ['email', 'a@b.test'],
      ['agreeTerms', 'on'],
      ['optionId', '13'],
    ])
    expect(data.at(-1)).toEqual(['intent', 'send-code'])
    expect(formData(form, {}, button(form, null)).some(([name]) => name === 'intent')).toBe(false)
  })

  test('a missing form or button says what was looked for', () => {
    expect(() => findForm(signup, (f) => f.action === '/v2/order', '주문서')).toThrow('no 주문서 form')
    const form = findForm(signup, (f) => f.method === 'post', 'sign-up')
    expect(() => button(form, 'intent', 'pay')).toThrow('intent=pay')
  })
})

describe('what a page tells the shopper', () => {
  test('the flash alert first, then form errors, a field error, an error toast; a success toast is not a refusal', () => {
    const alert = '<div class="alert__message">이미 주문이 완료된 상품이에요.</div><div class="form-errors" role="alert"><p>x</p></div>'
    expect(pageMessage(alert)).toBe('이미 주문이 완료된 상품이에요.')
    expect(pageMessage('<div id="f" class="form-errors" role="alert"><p>약관에 동의해 주세요.</p></div>')).toBe('약관에 동의해 주세요.')
    expect(pageMessage('<ul id="e" class="field__errors"><li>이미 가입된 이메일이에요.</li></ul>')).toBe('이미 가입된 이메일이에요.')
    expect(pageMessage('<p class="toast" role="status" data-tone="error">품절된 상품이에요.</p>')).toBe('품절된 상품이에요.')
    expect(pageMessage('<p class="toast" role="status" data-tone="success">장바구니에 담았어요.</p>')).toBeNull()
  })
})
