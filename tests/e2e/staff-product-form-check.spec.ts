import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { signInByMail } from './support/staff.ts'
import { isPhone, test, untilHydrated } from './support/test.ts'

/**
 * The staff product form checks itself in the browser with the action's schema: a missing field
 * is named at the field and in the summary before anything is sent, in the server's words. Each
 * width signs in as an editor of its own, and nothing is saved. At a phone's width the
 * administrator's pages are checked for accessibility too, which the desktop journeys already do.
 */
const EDITORS = {
  phone: {
    email: 'redaktor.sdir@forvaltning.example.no',
    authority: 'Sjøfartsdirektoratet',
  },
  desktop: {
    email: 'redaktor.dibk@forvaltning.example.no',
    authority: 'Direktoratet for byggkvalitet',
  },
} as const

test('a product form with a required field left empty says so without sending it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000)
  const editor = EDITORS[isPhone(info.project.name) ? 'phone' : 'desktop']
  await signInByMail(page, request, editor.email)
  await page.goto('/forvaltning/produkter/ny')
  await untilHydrated(page)
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url())
  })

  await page.getByLabel('Kjennetegn').fill('Modell TT-4')
  await page.getByLabel('Beskrivelse').fill('En flytevest for barn.')
  await page.getByLabel('Hvorfor er produktet farlig?').fill('Den holder ikke hodet over vann.')
  await page.getByLabel('Hva bør du gjøre?').fill('Slutt å bruke den.')
  await page.getByLabel('Risiko (Fare 1)').selectOption({ index: 1 })
  await page.getByLabel('Kategori (Fare 1)').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Publiser' }).click()

  const name = page.getByLabel('Navn', { exact: true })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Dette feltet er påkrevd!')
  const summary = page.getByRole('link', { name: 'Navn: Dette feltet er påkrevd!' })
  await expect(summary).toBeVisible()
  // As on the public forms, the summary takes the focus, and its link leads to the field.
  await expect(page.locator('.ds-error-summary')).toBeFocused()
  expect(posts).toEqual([])
  await expectNoAxeViolations(page)
  await summary.click()
  await expect(name).toBeFocused()

  // Put right, the problem goes at once, before the form is sent again.
  await name.fill('Flytevest Junior')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expect(summary).toBeHidden()
  expect(posts).toEqual([])

  // A published product's page, with its history and withdrawal, passes the same checks.
  await page.goto('/forvaltning/produkter')
  await page.getByLabel('Status').selectOption({ label: 'Publisert' })
  await page.getByLabel('Myndighet').selectOption({ label: editor.authority })
  await page.getByRole('button', { name: 'Vis' }).click()
  await expect(page.getByLabel('Myndighet')).toHaveValue(/\d+/)
  await expectNoAxeViolations(page)
  await page.getByRole('row').nth(1).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: /^Endre «/ })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the staff members and audit log pages pass the accessibility check at the width of a phone', async ({
  page,
  request,
}, info) => {
  test.skip(
    !isPhone(info.project.name),
    'the desktop pages are checked by the OpenID Connect journey',
  )
  await signInByMail(page, request, 'administrator@forvaltning.example.no')
  await expectNoAxeViolations(page)
  for (const [path, title] of [
    ['/forvaltning/ansatte', 'Ansatte'],
    ['/forvaltning/logg', 'Revisjonslogg'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})
