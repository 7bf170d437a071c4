import type { APIRequestContext, Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from './catalogue.ts'
import type { StoredMail } from './serve-with-mail.ts'

/**
 * The tests' server sends its e-mail over SMTP to a real SMTP server on loopback, which keeps
 * each message in E2E_MAIL_DIR (serve-with-mail.ts). A test reads it there, as a person reads
 * their inbox.
 */

function newestMatching(to: string | undefined, subject: RegExp): StoredMail | undefined {
  const directory = process.env.E2E_MAIL_DIR!
  const names = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
  for (const name of names) {
    const mail = JSON.parse(readFileSync(join(directory, name), 'utf8')) as StoredMail
    const addressed = !to || mail.to.some((address) => address.toLowerCase() === to.toLowerCase())
    if (addressed && subject.test(mail.subject)) return mail
  }
  return undefined
}

/**
 * The newest message whose subject matches, to an address (or to anyone), as text: subject,
 * recipients, the text part, then each attachment's name, type and size. With `unlike`, the
 * text of a message already there (peekMail), it waits for a newer one than that.
 */
export async function readMail(
  _request: APIRequestContext,
  to: string | undefined,
  subject: RegExp,
  unlike?: string,
) {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const mail = newestMatching(to, subject)
        found = mail && asText(mail)
        return found !== undefined && found !== unlike
      },
      { message: `an e-mail to ${to ?? 'anyone'} with the subject ${subject}`, timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

/** The newest matching message as readMail gives it, or undefined, without waiting. */
export function peekMail(to: string | undefined, subject: RegExp): string | undefined {
  const mail = newestMatching(to, subject)
  return mail && asText(mail)
}

function asText(mail: StoredMail): string {
  const attachments = mail.attachments.map(
    (attachment) => `${attachment.filename} (${attachment.mimeType}, ${attachment.size} byte)`,
  )
  return [
    `Emne: ${mail.subject}`,
    `Til: ${mail.to.join(', ')}`,
    '',
    mail.text,
    ...(attachments.length ? ['', 'Vedlegg:', ...attachments] : []),
  ].join('\n')
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
