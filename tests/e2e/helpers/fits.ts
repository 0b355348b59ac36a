import type { Page } from '@playwright/test'

/** The phone widths every page must fit (spec: 320–430 px; 360 px is the most common Android). */
export const PHONE_WIDTHS = [320, 360, 390] as const

/**
 * What sticks out of the viewport sideways on the page as laid out now: the document's own scroll
 * width past the window's, and each element whose right edge (or left) lies past the screen's,
 * described by its tag, class and first words (outermost first, at most eight). An element inside
 * a box that scrolls or clips sideways (the product rows, the tab bar) is that box's business, and
 * visually hidden text (clip) is not on screen.
 */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const root = document.documentElement
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true
      }
      return false
    }
    const offending = new Set<Element>()
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.clip !== 'auto' || style.clipPath !== 'none') continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if ((rect.right > width + 0.5 || rect.left < -0.5) && !clippedByAncestor(el)) offending.add(el)
    }
    const describe = (el: Element) => {
      const rect = el.getBoundingClientRect()
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
      const words = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24)
      return `${el.tagName.toLowerCase()}${classes} [${Math.round(rect.left)}–${Math.round(rect.right)}] "${words}"`
    }
    const outermost = [...offending].filter((el) => !el.parentElement || !offending.has(el.parentElement))
    return {
      /** How far the page scrolls sideways (0 when it fits). */
      scroll: Math.max(0, root.scrollWidth - width),
      elements: outermost.slice(0, 8).map(describe),
    }
  })
}

/** Lays the page out at each phone width in turn and lists what does not fit, one line each. */
export async function overflowAtPhoneWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = []
  const height = page.viewportSize()?.height ?? 800
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height })
    const { scroll, elements } = await sidewaysOverflow(page)
    if (scroll > 0 || elements.length > 0) {
      found.push(`${label} at ${width} px: scrolls sideways by ${scroll} px; past the edge: ${elements.join(' | ') || 'none'}`)
    }
  }
  return found
}
