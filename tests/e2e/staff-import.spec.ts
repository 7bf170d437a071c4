import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { signInByMail } from './support/staff.ts'
import { test } from './support/test.ts'

/**
 * An editor moves products in: downloads the CSV template, uploads a sheet with a bad row and
 * reads the report, uploads it fixed, and publishes every draft of the import at once; a
 * visitor then finds them. Desktop only (playwright.config.ts): the pages are the same at a
 * phone's width, and the staff list's forms are checked there by staff-products.spec.ts.
 */
const EDITOR = 'redaktor.dibk@forvaltning.example.no'
const WORD = 'Vrimlegrill'

test('an editor imports products from a spreadsheet and publishes them together', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signInByMail(page, request, EDITOR)
  await page.goto('/forvaltning/produkter')
  await page.getByRole('link', { name: 'Importer fra regneark' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Importer produkter' })).toBeVisible()

  // The template's example row, three times with names of their own; the third says "kanskje".
  const template = await page.request.get('/forvaltning/produkter/import/mal/csv')
  const [heading, example] = (await template.text()).split('\r\n')
  const row = (number: number) => example!.replace('Lysslynge Eksempel', `${WORD} ${number}`)
  const bad = row(3).replace(/;nei;ja;SE$/, ';kanskje;ja;SE')
  const sheet = (rows: string[]) => ({
    name: 'produkter.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([heading, ...rows, ''].join('\r\n')),
  })

  const file = page.getByLabel('Regneark (XLSX eller CSV) eller zip-fil med bilder')
  await file.setInputFiles(sheet([row(1), row(2), bad]))
  await page.getByRole('button', { name: 'Importer' }).click()
  await expect(page.getByRole('heading', { name: 'Ingenting er importert' })).toBeVisible()
  const report = page.getByRole('table')
  await expect(report.getByRole('row')).toHaveCount(2)
  await expect(report.getByRole('row').nth(1)).toHaveText(/^4\s*proff\s*Skriv ja eller nei$/)
  await expectNoAxeViolations(page)

  await file.setInputFiles(sheet([row(1), row(2), row(3)]))
  await page.getByRole('button', { name: 'Importer' }).click()
  await expect(page.getByText('3 produkter er importert som utkast.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Publiser alle 3 utkast fra denne importen' }).click()
  await expect(page.getByText('3 produkter er publisert.')).toBeVisible()
  await expect
    .poll(async () => (await (await request.get(`/api/v1/produkt?q=${WORD}`)).json()).totalElements)
    .toBe(3)
})
