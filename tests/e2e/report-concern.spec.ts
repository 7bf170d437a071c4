import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { apiSearch, expect } from './support/catalogue.ts'
import { readMail, solveCaptcha } from './support/mailbox.ts'
import {
  answerTheSum,
  ownAddress,
  pdfFile,
  pngFile,
  windowsProgram,
} from './support/report-form.ts'
import { test } from './support/test.ts'

/**
 * A person sends a concern about a product from its page, step by step, with the place found
 * from the postal code, an injured person, two files and the real captcha widget; the receipt
 * and the authority's e-mail (files attached) arrive. Without JavaScript the same form posts
 * whole, a file and the sum included, and every bad input gets the spec's message.
 */

const today = () => {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`
}

/** A listed product whose hazards are all in one category, which the form then presets. */
async function productWithOneCategory(request: APIRequestContext) {
  for (const { id } of (await apiSearch(request, 'size=30')).content) {
    const product = (await (await request.get(`/api/v1/produkt/${id}`)).json()) as {
      navn: string
      produsent: string | null
      fareList: { produktKategoriId: number }[]
    }
    const categories = new Set(product.fareList.map((hazard) => hazard.produktKategoriId))
    if (categories.size === 1) return { id, ...product, kategori: [...categories][0]! }
  }
  throw new Error('no product in the demo data has its hazards in one category')
}

const next = (page: Page) => page.getByRole('button', { name: 'Neste' }).click()
const errorSummary = (page: Page) => page.locator('ds-error-summary')

test('send a concern about a product from its page, step by step, with files', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000)
  const product = await productWithOneCategory(request)
  const email = `bekymring.${info.project.name}.${Date.now()}@example.no`

  await page.goto(`/produkt/${product.id}`)
  await page.getByRole('link', { name: 'Send en bekymringsmelding om produktet' }).click()
  await expect(page).toHaveURL(new RegExp(`/innmelding/bekymring/${product.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send en bekymringsmelding')
  await expect(page.getByText('Steg 1 av 6')).toBeVisible()

  // About you: the competence is needed; the place follows the postal code.
  await next(page)
  await expect(
    errorSummary(page).getByRole('link', { name: 'Jeg melder som: Dette feltet er påkrevd!' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Privatperson').check()
  await page.getByLabel('Navn', { exact: true }).fill('Kari Nordmann')
  await page.getByLabel('Telefon').fill('912 34 567')
  await page.getByLabel('E-post', { exact: true }).fill(email)
  await page.getByLabel('Adresse', { exact: true }).fill('Storgata 1')
  const postalCode = page.getByLabel('Postnummer', { exact: true })
  await postalCode.fill('0000')
  await expect(page.locator('#felt-melder_postnummer-error')).toHaveText(
    'Dette er ikke et gyldig postnummer',
  )
  await postalCode.fill('5003')
  await expect(page.getByLabel('Poststed', { exact: true })).toHaveValue('BERGEN')
  await expect(page.locator('#felt-melder_postnummer-error')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The draft outlives a reload, the place the lookup filled in included.
  await page.reload()
  await expect(page.getByLabel('Poststed', { exact: true })).toHaveValue('BERGEN')
  await expect(page.getByLabel('E-post', { exact: true })).toHaveValue(email)
  await next(page)

  // The product: name, producer and category come from the product page.
  await expect(page.getByRole('heading', { name: 'Produktet' })).toBeFocused()
  await expect(page.getByLabel('Produktnavn')).toHaveValue(product.navn)
  await expect(page.getByLabel('Produsent', { exact: true })).toHaveValue(product.produsent ?? '')
  await expect(page.getByLabel('Kategori', { exact: true })).toHaveValue(String(product.kategori))
  await page.getByLabel('Ny (under 3 måneder)').check()
  await page.getByLabel('Butikk').fill('Jernvarehandelen, Bergen')
  await expectNoAxeViolations(page)
  await next(page)

  // The incident, with a date in the future first and a postal code to be padded.
  await expect(page.getByRole('heading', { name: 'Hendelsen' })).toBeFocused()
  await page.getByLabel('Bakgrunn').fill('Brukt på kjøkkenet hver dag.')
  await page.getByLabel('Årsak').selectOption({ label: 'Feil på produktet' })
  await page.getByRole('group', { name: 'Personskade' }).getByLabel('Ja').check()
  await page.getByRole('group', { name: 'Materiell skade' }).getByLabel('Nei').check()
  await page.getByLabel('Behandling hos lege eller legevakt').check()
  await page.getByLabel('Hva skjedde').fill('Håndtaket ble glovarmt, og barnet brente seg.')
  await page.getByLabel('Dato for hendelsen').fill('01.01.2999')
  await page.getByLabel('Postnummer der det skjedde').fill('150')
  await page.getByLabel('Postnummer der det skjedde').blur()
  await expect(page.getByLabel('Poststed der det skjedde')).toHaveValue('OSLO')
  await next(page)
  await expect(
    errorSummary(page).getByRole('link', {
      name: 'Dato for hendelsen: Datoen kan ikke være fram i tid',
    }),
  ).toBeVisible()
  await page.getByLabel('Dato for hendelsen').fill(today())
  await expectNoAxeViolations(page)
  await next(page)

  // Injured persons: two added, the first taken out again; the second keeps what it had.
  await expect(page.getByRole('heading', { name: 'Skadde personer' })).toBeFocused()
  await page.getByRole('button', { name: 'Legg til en skadet person' }).click()
  const first = page.getByRole('group', { name: 'Person 1' })
  await first.getByLabel('Mann').check()
  await first.getByLabel('Alder').fill('40')
  await page.getByRole('button', { name: 'Legg til en skadet person' }).click()
  const second = page.getByRole('group', { name: 'Person 2' })
  await second.getByLabel('Kvinne').check()
  await second.getByLabel('Alder').fill('7')
  await second.getByLabel('Fødselsår').fill('2019')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Fjern person 1' }).click()
  await expect(page.getByRole('group', { name: 'Person 2' })).toHaveCount(0)
  await expect(first.getByLabel('Kvinne')).toBeChecked()
  await expect(first.getByLabel('Alder')).toHaveValue('7')
  await next(page)

  // Files: a program is refused at once by its type; a picture and a PDF are kept.
  await expect(page.getByRole('heading', { name: 'Vedlegg' })).toBeFocused()
  const files = page.locator('input[type="file"]')
  await files.setInputFiles(windowsProgram('program.exe'))
  await expect(page.locator('#felt-vedlegg-error')).toContainText(
    'Filtypen til program.exe er ikke tillatt.',
  )
  await files.setInputFiles([pngFile('skaden.png'), pdfFile('kvittering.pdf')])
  const chosen = page.getByRole('list', { name: 'Valgte filer' })
  await expect(chosen).toContainText('skaden.png')
  await expect(chosen).toContainText('kvittering.pdf')
  await expectNoAxeViolations(page)
  await next(page)

  // The summary, then the captcha and the send.
  await expect(page.getByRole('heading', { name: 'Se over og send' })).toBeFocused()
  const check = page.locator('.report-summary')
  await expect(check).toContainText(email)
  await expect(check).toContainText('BERGEN')
  await expect(check).toContainText('Behandling hos lege eller legevakt')
  await expect(check).toContainText('Filer lagt ved: 2')
  await expectNoAxeViolations(page)
  await solveCaptcha(page)
  // Each file is held back a moment, so its progress can be seen before it is done.
  await page.route('**/api/v1/vedlegg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Send' }).click()

  // While the files upload the page asks the sender to keep it open; the thanks come after.
  const receipt = page.locator('.report-receipt')
  await expect(page.getByRole('heading', { name: 'Vedleggene sendes' })).toBeFocused()
  await expect(receipt.getByRole('progressbar', { name: 'skaden.png' })).toBeVisible()
  await expect(receipt.getByRole('listitem').filter({ hasText: 'kvittering.pdf' })).toContainText(
    /% sendt|Venter/,
  )
  await expect(page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' })).toBeFocused()
  for (const name of ['skaden.png', 'kvittering.pdf']) {
    await expect(receipt.getByRole('listitem').filter({ hasText: name })).toContainText('Sendt')
  }
  const reference = /FP-BEK-\d{4}-[0-9A-Z]+/.exec(await receipt.innerText())![0]
  await expectNoAxeViolations(page)

  const receiptMail = await readMail(request, email, /Vi har mottatt meldingen din/)
  expect(receiptMail).toContain(reference)
  const subject = `Bekymringsmelding ${reference}: ${product.navn}`
  const authorityMail = await readMail(request, undefined, new RegExp(escape(subject)))
  expect(authorityMail).toContain('Håndtaket ble glovarmt')
  expect(authorityMail).toContain('Kvinne, alder 7')
  // The files themselves travel with it, with the type their bytes showed.
  expect(authorityMail).toContain('skaden.png (image/png')
  expect(authorityMail).toContain('kvittering.pdf (application/pdf')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(({ page }) => ownAddress(page))

  test('the whole form posts with a file and the sum answered', async ({ page, request }) => {
    test.setTimeout(60_000)
    const name = `Skjøteledning ${Date.now()}`
    await page.goto('/innmelding/bekymring')
    // The group's button posts the page and comes back with a row to fill in.
    await page.getByRole('button', { name: 'Legg til en skadet person' }).click()
    await page.getByLabel('Fagperson').check()
    await page.getByLabel('Postnummer', { exact: true }).fill('0150')
    await page.getByLabel('Poststed', { exact: true }).fill('Oslo')
    await page.getByLabel('Produktnavn').fill(name)
    await page.getByLabel('Hva skjedde').fill('Kontakten smeltet mens den var i bruk.')
    await page.getByRole('group', { name: 'Materiell skade' }).getByLabel('Ja').check()
    await page.getByLabel('Brann eller røykskade').check()
    await page.getByRole('group', { name: 'Person 1' }).getByLabel('Ukjent').check()
    await page.locator('input[type="file"]').setInputFiles(pngFile('brannskade.png'))
    await answerTheSum(page)
    await page.getByRole('button', { name: 'Send' }).click()

    await expect(
      page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' }),
    ).toBeVisible()
    const reference = /FP-BEK-\d{4}-[0-9A-Z]+/.exec(
      await page.locator('.report-receipt').innerText(),
    )![0]
    const mail = await readMail(request, undefined, new RegExp(`Bekymringsmelding ${reference}`))
    expect(mail).toContain(name)
    expect(mail).toContain('Brann eller røykskade')
    expect(mail).toContain('brannskade.png (image/png')
  })

  // Each bad input alone in an otherwise good post, and the spec's message for it, exactly.
  const badInputs: Array<{
    what: string
    fill: (page: Page) => Promise<void>
    message: string
  }> = [
    {
      what: 'a missing description',
      fill: (page) => page.getByLabel('Hva skjedde').fill(''),
      message: 'Hva skjedde: Dette feltet er påkrevd!',
    },
    {
      what: 'an e-mail address without a domain',
      fill: (page) => page.getByLabel('E-post', { exact: true }).fill('kari.nordmann'),
      message: 'E-post: Dette må være en gyldig e-postadresse',
    },
    {
      what: 'a postal code that does not exist',
      fill: (page) => page.getByLabel('Postnummer der det skjedde').fill('0000'),
      message: 'Postnummer der det skjedde: Dette er ikke et gyldig postnummer',
    },
    {
      what: 'a date in the future',
      fill: (page) => page.getByLabel('Dato for hendelsen').fill('24.12.2999'),
      message: 'Dato for hendelsen: Datoen kan ikke være fram i tid',
    },
    {
      what: 'a product name that is too long',
      fill: (page) => page.getByLabel('Produktnavn').fill('x'.repeat(201)),
      message: 'Produktnavn: Teksten kan ikke være lenger enn 200 tegn',
    },
    {
      what: 'a program renamed to .pdf',
      fill: (page) =>
        page
          .locator('input[type="file"]')
          .setInputFiles(windowsProgram('bruksanvisning.pdf', 'application/pdf')),
      message: 'Vedlegg: Innholdet i bruksanvisning.pdf passer ikke med filtypen',
    },
    {
      what: 'a program',
      fill: (page) =>
        page.locator('input[type="file"]').setInputFiles(windowsProgram('oppdatering.exe')),
      message:
        'Vedlegg: Filtypen til oppdatering.exe er ikke tillatt. Du kan legge ved jpg, jpeg, png, gif, webp, heic, pdf, doc, docx, xls, xlsx, odt, txt, mp4, mov.',
    },
  ]

  for (const bad of badInputs) {
    test(`refuses ${bad.what}`, async ({ page }, info) => {
      test.skip(info.project.name === 'phone', 'the rules do not depend on the screen')
      await page.goto('/innmelding/bekymring')
      await page.getByLabel('Privatperson').check()
      await page.getByLabel('Produktnavn').fill('Vannkoker')
      await page.getByLabel('Hva skjedde').fill('Den ble glovarm.')
      await bad.fill(page)
      await answerTheSum(page)
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(
        page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' }),
      ).toHaveCount(0)
      const summary = errorSummary(page)
      await expect(summary.getByRole('link')).toHaveText([bad.message])
    })
  }
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
