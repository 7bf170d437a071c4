import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { signInByMail } from './support/staff.ts'
import { test } from './support/test.ts'

/**
 * An editor publishes a product through the staff area's form, a visitor finds it in the public
 * search, and the editor withdraws it: its page then says so with a 410. Each width has an
 * editor and a made-up product word of its own, so the two runs never find each other's.
 */
const EDITORS = {
  phone: { email: 'redaktor.nkom@forvaltning.example.no', word: 'Zorblaxradio' },
  desktop: { email: 'redaktor.dsa@forvaltning.example.no', word: 'Quimbolaser' },
} as const

test('an editor publishes a product, a visitor finds it, the editor withdraws it', async ({
  page,
  request,
}, info) => {
  // Signing in by mail, a long form with an accessibility check, and three pages after it.
  test.setTimeout(90_000)
  const editor = EDITORS[info.project.name as keyof typeof EDITORS]
  await signInByMail(page, request, editor.email)
  await page.getByRole('link', { name: 'Produkter', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Produkter' })).toBeVisible()
  await page.getByRole('link', { name: 'Nytt produkt' }).click()

  await page.getByLabel('Navn', { exact: true }).fill(`${editor.word} Mini`)
  await page.getByLabel('Kjennetegn').fill('Modell ZQ-1')
  await page.getByLabel('Beskrivelse').fill(`${editor.word} Mini er en liten enhet for hjemmet.`)
  await page.getByLabel('Hvorfor er produktet farlig?').fill('Batteriet kan bli varmt og ta fyr.')
  await page.getByLabel('Hva bør du gjøre?').fill('Slutt å bruke produktet og lever det tilbake.')
  await page.getByLabel('Risiko (Fare 1)').selectOption({ index: 1 })
  await page.getByLabel('Kategori (Fare 1)').selectOption({ index: 1 })
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Publiser' }).click()
  await expect(page.getByText('Produktet er publisert.')).toBeVisible()
  const id = /\/forvaltning\/produkter\/(\d+)/.exec(page.url())?.[1]
  expect(id).toBeDefined()
  await expect(page.getByRole('cell', { name: 'Publiserte' })).toBeVisible()

  // A visitor searches for a word of its name and finds it, once the change feed has brought it
  // into the search index (within seconds; decision 040).
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/v1/produkt?q=${editor.word}`)).json()).totalElements,
    )
    .toBe(1)
  await page.goto(`/search?q=${editor.word}`)
  await page
    .getByRole('link', { name: new RegExp(`${editor.word} Mini`) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${editor.word} Mini`)

  // The recall is complete: the editor withdraws it.
  await page.goto(`/forvaltning/produkter/${id}`)
  await page.getByRole('button', { name: 'Trekk tilbake' }).click()
  await expect(page.getByText(/Produktet er trukket tilbake \d{2}\.\d{2}\.\d{4}/)).toBeVisible()
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/v1/produkt?q=${editor.word}`)).json()).totalElements,
    )
    .toBe(0)
  const api = await request.get(`/api/v1/produkt/${id}`)
  expect(api.status()).toBe(410)
})
