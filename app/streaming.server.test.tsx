import { PassThrough, type Transform } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { Suspense } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { expect, test } from 'vitest'
import { stripReactNulBytes } from './streaming.server'

/** A page long enough to cross React's 2048-byte buffer many times, all in 3-byte Hangul. */
function KoreanPage() {
  const rows = Array.from({ length: 400 }, (_, i) => `${i}번째 상품 바른펫 그레인프리 연어 건식사료`)
  return (
    <Suspense fallback={null}>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </Suspense>
  )
}

async function render(through: () => Transform) {
  const out = through()
  const done = buffer(out)
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<KoreanPage />, {
      onAllReady() {
        pipe(out)
        resolve()
      },
      onError: reject,
    })
  })
  return done
}

test('React 18 streaming leaves NUL bytes in Korean pages (the bug this guards against)', async () => {
  const raw = await render(() => new PassThrough())
  expect(raw.includes(0)).toBe(true)
})

test('streamed Korean HTML has no NUL bytes and loses no text', async () => {
  const html = await render(stripReactNulBytes)
  expect(html.includes(0)).toBe(false)
  const text = html.toString('utf8')
  expect(text).not.toContain('\uFFFD')
  expect(text).toContain('0번째 상품 바른펫 그레인프리 연어 건식사료')
  expect(text).toContain('399번째 상품 바른펫 그레인프리 연어 건식사료')
  expect(text.match(/<li>/g)).toHaveLength(400)
})
