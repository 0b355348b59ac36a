import { MaxPartSizeExceededError } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import * as MSG from '~/domain/messages'
import { FormTooLargeError, MAX_PARTS, readUploadForm } from './upload-form.server'

function multipart(parts: { name: string; value: string; filename?: string }[]): Request {
  const boundary = 'edge-boundary'
  const body = parts
    .map(({ name, value, filename }) => {
      const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${filename ? 'Content-Type: image/jpeg\r\n' : ''}\r\n${value}\r\n`
    })
    .join('')
  return new Request('http://localhost/community/write', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${body}--${boundary}--\r\n`,
  })
}

const read = (request: Request) => readUploadForm(request, { fileField: 'files', maxFileBytes: 1024 })

describe('readUploadForm: bounded bodies', () => {
  it('reads the form’s text and its files, dropping files of other fields', async () => {
    const form = await read(
      multipart([
        { name: 'text', value: '산책 다녀왔어요' },
        { name: 'files', value: 'jpeg', filename: 'a.jpg' },
        { name: 'other', value: 'x', filename: 'b.jpg' },
      ]),
    )
    expect(form.get('text')).toBe('산책 다녀왔어요')
    expect((form.get('files') as File).size).toBe(4)
    expect(form.get('other')).toBeNull()
  })

  it('refuses more parts than any form has, in Korean', async () => {
    const parts = Array.from({ length: MAX_PARTS + 1 }, (_, i) => ({ name: `f${i}`, value: 'x' }))
    await expect(read(multipart(parts))).rejects.toThrow(new FormTooLargeError(MSG.edge.tooManyParts))
    await expect(read(multipart(parts.slice(0, MAX_PARTS)))).resolves.toBeInstanceOf(FormData)
  })

  it('refuses a text field past 16 kB and text past 64 kB in all, so no answer echoes megabytes', async () => {
    await expect(read(multipart([{ name: 'text', value: 'x'.repeat(16 * 1024 + 1) }]))).rejects.toThrow(
      new FormTooLargeError(MSG.edge.fieldTooLong),
    )
    const many = Array.from({ length: 5 }, (_, i) => ({ name: `t${i}`, value: 'x'.repeat(15 * 1024) }))
    await expect(read(multipart(many))).rejects.toThrow(new FormTooLargeError(MSG.edge.fieldTooLong))
  })

  it('keeps the file size limit as before', async () => {
    await expect(read(multipart([{ name: 'files', value: 'x'.repeat(2048), filename: 'a.jpg' }]))).rejects.toBeInstanceOf(
      MaxPartSizeExceededError,
    )
  })
})
