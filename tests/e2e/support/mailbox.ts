import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './catalogue.ts'

/**
 * The server of the tests keeps its mail in the development mailbox (/utvikling/epost), where
 * a test reads it as a person would.
 */

/**
 * The newest message whose subject matches, to an address (or to anyone), as the mailbox shows
 * it (HTML).
 */
export async function readMail(
  request: APIRequestContext,
  to: string | undefined,
  subject: RegExp,
) {
  const address = to ? to.replace(/[.@+]/g, '\\$&') : '[^<]*'
  const row = new RegExp(`${address}</td><td><a href="([^"]+)">${subject.source}`)
  await expect
    .poll(async () => (await request.get('/utvikling/epost')).text(), { timeout: 20_000 })
    .toMatch(row)
  const list = await (await request.get('/utvikling/epost')).text()
  return (await request.get(row.exec(list)![1]!)).text()
}

/** A link in a message to a path of this site, as path and query. */
export function linkIn(message: string, path: RegExp): string {
  for (const [href] of message.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'))
    if (path.test(url.pathname)) return `${url.pathname}${url.search}`
  }
  throw new Error(`no link to ${path} in the message`)
}

/** Ticks the captcha and waits until the widget has put its solution in the form. */
export async function solveCaptcha(page: Page) {
  await page.locator('altcha-widget').getByText('Jeg er ikke en robot').click()
  await expect(page.locator('input[name="grecaptcha"]')).not.toHaveValue('', { timeout: 60_000 })
}
