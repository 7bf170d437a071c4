import type { Page, Route } from '@playwright/test'
import { expect } from './test.ts'

/**
 * The notices a page shows at the bottom of the screen (spec sections 4 and 8): errors in an
 * alert region, confirmations in a status region, both in the 'Varsler' landmark.
 */
const notices = (page: Page) => page.getByRole('region', { name: 'Varsler' })
export const errorNotices = (page: Page) => notices(page).getByRole('alert')
const successNotices = (page: Page) => notices(page).getByRole('status')

/** Answers a request as the API answers a failure: a status and a body in its error shape. */
export function answerWithApiError(
  status: number,
  body: { type: string; message: string; reference: string },
) {
  return (route: Route) => route.fulfill({ status, json: body })
}

/**
 * What a person sees of an error notice: its text, a bar counting down its 30 s, and the
 * reference with 'Kopier referanse', which puts the reference on the clipboard and says so. The
 * context needs the clipboard permissions for the copy to be read back.
 */
export async function expectErrorNoticeWithReference(page: Page, text: string, reference: string) {
  const notice = errorNotices(page).locator('.notice')
  await expect(notice).toHaveCount(1)
  await expect(notice.getByText(text, { exact: true })).toBeVisible()
  await expect(notice.getByText(`Referanse: ${reference}`, { exact: true })).toBeVisible()
  // The countdown is drawn by a CSS animation as long as the notice lasts: read, not waited out.
  const countdown = notice.locator('.notice__progress')
  await expect(countdown).toBeVisible()
  await expect(countdown).toHaveCSS('animation-duration', '30s')
  await expect(countdown).toHaveCSS('animation-name', 'notice-countdown')

  await notice.getByRole('button', { name: 'Kopier referanse' }).click()
  await expect(successNotices(page)).toHaveText('Feilreferansen er kopiert til utklippstavla!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
}
