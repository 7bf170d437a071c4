import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { signInByMail } from './support/staff.ts'
import { test } from './support/test.ts'

/** A photo as a phone takes one, made here: its colour tells the two apart. */
const photo = (red: number) =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: red, g: 60, b: 30 } },
  })
    .jpeg()
    .toBuffer()

/** Adds the form's `number`th picture through its own field and button. */
async function addPicture(page: Page, number: number, buffer: Buffer, alt: string) {
  await page
    .getByLabel('Legg til bilde')
    .setInputFiles({ name: `bilde-${number}.jpg`, mimeType: 'image/jpeg', buffer })
  await page.getByLabel('Alternativ tekst for det nye bildet').fill(alt)
  await page.getByRole('button', { name: 'Last opp bildet' }).click()
  await expect(page.getByLabel(`Alternativ tekst (Bilde ${number})`)).toHaveValue(alt)
}

/**
 * An editor makes a product with two pictures, previews it and publishes it through the staff
 * area's form; a visitor sees both pictures and finds it in the public search, and the editor
 * withdraws it: its page then says so with a 410. Each width has an
 * editor and a made-up product word of its own, so the two runs never find each other's.
 */
const EDITORS = {
  phone: { email: 'redaktor.nkom@forvaltning.example.no', word: 'Zorblaxradio' },
  desktop: { email: 'redaktor.dsa@forvaltning.example.no', word: 'Quimbolaser' },
} as const

test('an editor publishes a product with two pictures, a visitor finds it, the editor withdraws it', async ({
  page,
  request,
}, info) => {
  // Signing in by mail, a long form with two uploads and an accessibility check, a preview, and
  // three pages after it.
  test.setTimeout(120_000)
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
  const pictures = [
    `${editor.word} Mini forfra, grå med rød knapp`,
    `Batteriet i ${editor.word} Mini`,
  ]
  await addPicture(page, 1, await photo(200), pictures[0]!)
  await addPicture(page, 2, await photo(90), pictures[1]!)
  await expect(
    page.getByText('Bildene eller dokumentene er endret, men ikke lagret ennå.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Lagre utkast' }).click()
  await expect(page.getByText('Utkastet er lagret.')).toBeVisible()

  // The preview is the public page itself, with the draft's pictures and their texts.
  await page.getByRole('link', { name: 'Forhåndsvis' }).click()
  await expect(page.getByText(/^Forhåndsvisning\./)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${editor.word} Mini`)
  for (const alt of pictures) await expect(page.getByRole('img', { name: alt })).toBeVisible()
  await page.getByRole('link', { name: 'Tilbake til skjemaet' }).click()

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
  for (const alt of pictures) await expect(page.getByRole('img', { name: alt })).toBeVisible()

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
