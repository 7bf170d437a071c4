import type { APIRequestContext, Page } from '@playwright/test'
import { linkIn, peekMail, readMail } from './mailbox.ts'

const SIGN_IN_SUBJECT = /Logg inn i forvaltningen/

/**
 * Signs a member of staff in as they would: asks for a link, opens it from the mail, confirms.
 * The link of an earlier sign-in (another test's, or the other width's) is used up: the new one
 * is waited for.
 */
export async function signInByMail(page: Page, request: APIRequestContext, email: string) {
  const earlier = peekMail(email, SIGN_IN_SUBJECT)
  await page.goto('/forvaltning/logg-inn')
  await page.getByLabel('E-postadresse').fill(email)
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click()
  await page.getByRole('heading', { name: 'Sjekk e-posten din' }).waitFor()
  const mail = await readMail(request, email, SIGN_IN_SUBJECT, earlier)
  await page.goto(linkIn(mail, /^\/forvaltning\/logg-inn\/lenke$/))
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click()
  await page.waitForURL(/\/forvaltning$/)
}
