import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { linkIn, readMail } from './support/mailbox.ts'
import { test } from './support/test.ts'

/**
 * An editor signs in to the staff area by the link e-mailed to them, sees who they are signed in
 * as, and signs out. Each width signs in a demo editor of its own, so neither reads the other's
 * link: a link works only in the browser that asked for it.
 */
const EDITORS = {
  phone: {
    email: 'redaktor.mattilsynet@forvaltning.example.no',
    name: 'Redaktør i Mattilsynet',
    authority: 'Mattilsynet',
  },
  desktop: {
    email: 'redaktor.dsb@forvaltning.example.no',
    name: 'Redaktør i DSB',
    authority: 'Direktoratet for samfunnssikkerhet og beredskap',
  },
} as const

test('an editor signs in by the e-mailed link and signs out', async ({ page, request }, info) => {
  const editor = EDITORS[info.project.name as keyof typeof EDITORS]
  await page.goto('/forvaltning')
  await expect(page).toHaveURL(/\/forvaltning\/logg-inn$/)
  await expect(page.getByRole('heading', { name: 'Logg inn i forvaltningen' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('E-postadresse').fill(editor.email)
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click()
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible()

  const mail = await readMail(request, editor.email, /Logg inn i forvaltningen/)
  await page.goto(linkIn(mail, /^\/forvaltning\/logg-inn\/lenke$/))
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click()
  await expect(page).toHaveURL(/\/forvaltning$/)
  await expect(page.getByText(`Du er logget inn som ${editor.name}.`)).toBeVisible()
  await expect(
    page.getByRole('definition').getByText(editor.authority, { exact: true }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Logg ut' }).click()
  await expect(page).toHaveURL(/\/forvaltning\/logg-inn\?utlogget$/)
  await expect(page.getByText('Du er logget ut.')).toBeVisible()
  await page.goto('/forvaltning')
  await expect(page).toHaveURL(/\/forvaltning\/logg-inn$/)
})
