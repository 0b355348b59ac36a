import { expect, test, vi } from 'vitest'
import { onPageHide, onPageShow } from './page-lifecycle'

test('[R4.7] page hide hides the body; a page restored from the back/forward cache reloads', () => {
  const body = { style: { visibility: '' } }
  const reload = vi.fn()
  onPageHide(body)
  expect(body.style.visibility).toBe('hidden')
  onPageShow({ persisted: false }, body, reload)
  expect(body.style.visibility).toBe('')
  expect(reload).not.toHaveBeenCalled()
  onPageHide(body)
  onPageShow({ persisted: true }, body, reload)
  expect(reload).toHaveBeenCalledTimes(1)
})
