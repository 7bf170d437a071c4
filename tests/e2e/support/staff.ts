import type { APIRequestContext, Page } from '@playwright/test'
import { linkIn, readMail } from './mailbox.ts'

/** Signs a member of staff in as they would: asks for a link, opens it from the mail, confirms. */
export async function signInByMail(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/forvaltning/logg-inn')
  await page.getByLabel('E-postadresse').fill(email)
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click()
  await page.getByRole('heading', { name: 'Sjekk e-posten din' }).waitFor()
  const mail = await readMail(request, email, /Logg inn i forvaltningen/)
  await page.goto(linkIn(mail, /^\/forvaltning\/logg-inn\/lenke$/))
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click()
  await page.waitForURL(/\/forvaltning$/)
}
