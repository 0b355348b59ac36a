import { expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`). */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached()
