import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import {
  choice,
  DUTY_PATH,
  EAN,
  fillRequired,
  next,
  ORGANISATION_NUMBER,
  OTHER_ORGANISATION_NUMBER,
  receiptReference,
  step,
  textbox,
  tinyPdf,
  tinyPng,
} from './support/duty-form.ts'
import { readMail, solveCaptcha } from './support/mailbox.ts'
import { ownAddress } from './support/report-form.ts'
import { test } from './support/test.ts'

/**
 * A business files a duty-to-report message: step by step with the real captcha widget, a file
 * and an importer, and learns of the EU gateway as soon as it names a country; it gets a
 * reference and a receipt, and the authority the routing table picks gets the message with the
 * file. Without JavaScript the same form posts whole and answers a sum instead.
 */

// Each test posts from an address of its own, so a run never meets the limit of 10 a minute.
test.beforeEach(async ({ page }) => ownAddress(page))

const EU_GATEWAY =
  'Produktet er også solgt i andre land. Hvis det er solgt i et annet land i EU eller EØS, skal du melde det i EUs Product Safety Business Alert Gateway i stedet.'

test('file a duty-to-report message step by step, with a file, an importer and countries', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000)
  const email = `meldeplikt.${info.project.name}.${Date.now()}@example.no`
  const product = `Walkie-talkie WT-${Date.now() % 100_000}`

  await page.goto('/innmelding')
  await page.getByRole('link', { name: 'Send melding etter meldeplikten' }).click()
  await expect(page).toHaveURL(new RegExp(`${DUTY_PATH}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melding etter meldeplikten')
  await expect(page.getByText('senest innen 10 dager', { exact: false })).toBeVisible()
  await expect(page.getByText('Steg 1 av 7')).toBeVisible()
  await expectNoAxeViolations(page)

  // The business: checked before the product, here a wrong check digit.
  const business = step(page, 0)
  await textbox(business, 'Virksomhetens navn').fill('Radiohuset Import AS')
  await textbox(business, 'Organisasjonsnummer').fill('974760674')
  await choice(business, 'Virksomhetens rolle', 'Importør').check()
  await choice(business, 'Virksomhetens rolle', 'Forhandler').check()
  await textbox(business, 'Kontaktperson').fill('Kari Nordmann')
  await textbox(business, 'Telefon').fill('+47 22 00 00 00')
  await textbox(business, 'E-post').fill(email)
  await next(page)
  await expect(
    page.locator('ds-error-summary').getByRole('link', {
      name: 'Organisasjonsnummer: Dette er ikke et gyldig organisasjonsnummer',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await textbox(business, 'Organisasjonsnummer').fill(ORGANISATION_NUMBER)
  await next(page)

  const productStep = step(page, 1)
  await expect(page.getByRole('heading', { name: 'Produktet' })).toBeFocused()
  await productStep
    .getByRole('combobox', { name: 'Kategori', exact: true })
    .selectOption({ label: 'Walkie-talkier og radioer' })
  await textbox(productStep, 'Produktnavn').fill(product)
  await textbox(productStep, 'Serie- eller batchnummer').fill('Batch 2026-11')
  await textbox(productStep, 'EAN-nummer').fill(EAN)
  await textbox(productStep, 'Beskrivelse av produktet').fill('Håndholdt radio med lader.')
  await textbox(productStep, 'Tolltariffnummer').fill('8517.62.00')
  await choice(productStep, 'Trådløs kommunikasjon', 'Ja').check()
  await expectNoAxeViolations(page)
  await next(page)

  // Countries show once the product is sold abroad, and the EU rule as soon as one is chosen.
  const trade = step(page, 2)
  await expect(page.getByRole('heading', { name: 'Salg og omsetningskjede' })).toBeFocused()
  await textbox(trade, 'Antall solgt').fill('1200')
  await expect(page.locator('#felt-produkt_solgt_land-SE')).toBeHidden()
  await choice(trade, 'Solgt utenfor Norge', 'Ja').check()
  await expect(page.getByText(EU_GATEWAY)).toBeHidden()
  await expect(page.locator('#felt-produkt_solgt_land-DK')).toBeVisible()
  // A problem goes as soon as its field is put right, not at the next "Neste".
  await next(page)
  const problems = page.locator('ds-error-summary')
  await expect(problems.getByRole('link', { name: /^Land produktet er solgt i: / })).toBeVisible()
  await trade.getByRole('searchbox', { name: 'Finn land i listen' }).fill('sver')
  await expect(page.locator('#felt-produkt_solgt_land-DK')).toBeHidden()
  await trade.getByRole('checkbox', { name: 'Sverige' }).check()
  await expect(problems.getByRole('link', { name: /^Land produktet er solgt i: / })).toHaveCount(0)
  await expect(page.locator('fieldset#felt-produkt_solgt_land')).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText(EU_GATEWAY)).toBeVisible()
  await expect(trade.getByText('Valgt: Sverige')).toBeVisible()
  await textbox(trade, 'Produsent').fill('Shenzhen Radio Co.')
  await trade
    .getByRole('combobox', { name: 'Produsentens land', exact: true })
    .selectOption({ label: 'Kina' })
  await trade.getByRole('button', { name: 'Legg til importør' }).click()
  const importer = trade.getByRole('group', { name: 'Importør 1' })
  await expect(importer.getByRole('heading', { name: 'Importør 1' })).toBeFocused()
  await textbox(importer, 'Navn').fill('Nordisk Radioimport AS')
  await textbox(importer, 'Organisasjonsnummer').fill(OTHER_ORGANISATION_NUMBER)
  await textbox(importer, 'Adresse').fill('Havnegata 1, 0150 Oslo')
  await importer.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Norge' })
  await expectNoAxeViolations(page)
  await next(page)

  const risk = step(page, 3)
  await expect(page.getByRole('heading', { name: 'Risikovurdering' })).toBeFocused()
  await choice(risk, 'Risiko', 'Elektrisk støt').check()
  await next(page)
  const level = problems.getByRole('link', { name: /^Risikonivå: / })
  await expect(level).toBeVisible()
  await choice(risk, 'Risikonivå', 'Moderat').check()
  await expect(level).toHaveCount(0)
  await expect(risk.getByRole('group', { name: 'Risikonivå' })).not.toHaveAttribute('aria-invalid')
  await choice(risk, 'Kjente hendelser', 'Nei').check()
  await textbox(risk, 'Sannsynlighet og konsekvens').fill('Laderen kan bli strømførende.')
  await expectNoAxeViolations(page)
  await next(page)

  const measures = step(page, 4)
  await choice(measures, 'Tiltak', 'Tilbaketrekking fra markedet').check()
  await textbox(measures, 'Beskrivelse av tiltaket').fill('Tatt ut av salg 20. november.')
  await expectNoAxeViolations(page)
  await next(page)

  const files = step(page, 5)
  await files.getByLabel('Vedlegg', { exact: true }).setInputFiles(tinyPng('lader.png'))
  await expect(files.getByRole('list', { name: 'Valgte filer' })).toContainText('lader.png')
  await expectNoAxeViolations(page)
  await next(page)

  // The summary shows what goes, and refuses to send before the captcha is done.
  await expect(page.getByRole('heading', { name: 'Se over og send' })).toBeFocused()
  const summary = page.locator('.report-summary')
  for (const text of [product, ORGANISATION_NUMBER, 'Importør, Forhandler', 'Sverige']) {
    await expect(summary).toContainText(text)
  }
  // Every importer row has the same labels: the summary names the row.
  const importerName = summary.locator('dl > div', {
    has: page.locator('dt', { hasText: /^Importør 1: Navn$/ }),
  })
  await expect(importerName.locator('dd')).toHaveText('Nordisk Radioimport AS')
  await expect(summary).toContainText('Moderat')
  await expect(summary).toContainText('Filer lagt ved: 1')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Du må fullføre verifisering').first()).toBeVisible()
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Send' }).click()

  await expect(page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' })).toBeFocused()
  const reference = await receiptReference(page)
  await expect(page.locator('.report-uploads')).toContainText('Sendt')
  await expectNoAxeViolations(page)

  const receipt = await readMail(request, email, /Vi har mottatt meldingen din/)
  expect(receipt).toContain(reference)
  // Radio equipment goes to Nkom (db/seed/routing.ts), with the file attached.
  const authority = await readMail(
    request,
    'innmelding@nkom.example.no',
    new RegExp(`Melding etter meldeplikt ${reference}: ${product}`),
  )
  for (const text of [ORGANISATION_NUMBER, 'Sverige', 'Nordisk Radioimport AS', EAN]) {
    expect(authority).toContain(text)
  }
  expect(authority).toContain('lader.png (image/png')
})

test('keep the draft over a reload, countries included, until the crumb clears it', async ({
  page,
}) => {
  // Two steps filled, a reload and a way back: a busy two-core machine needs more than 30 s.
  test.setTimeout(90_000)
  await page.goto(DUTY_PATH)
  await fillRequired(page, 0)
  await next(page)
  await fillRequired(page, 1)
  await next(page)
  await choice(step(page, 2), 'Solgt utenfor Norge', 'Ja').check()
  await step(page, 2).getByRole('checkbox', { name: 'Danmark' }).check()

  await page.reload()
  // The draft holds every answer; the steps start again from the first.
  await expect(textbox(step(page, 0), 'Virksomhetens navn')).toHaveValue('Lekehuset Import AS')
  await expect(choice(step(page, 0), 'Virksomhetens rolle', 'Importør')).toBeChecked()
  await next(page)
  await next(page)
  await expect(step(page, 2).getByRole('checkbox', { name: 'Danmark' })).toBeChecked()
  await expect(page.getByText(EU_GATEWAY)).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Du er her:' })
    .getByRole('link', { name: 'Meld inn', exact: true })
    .click()
  await page
    .getByRole('dialog', { name: 'Bekreft' })
    .getByRole('button', { name: 'Ja, fortsett' })
    .click()
  await expect(page).toHaveURL(/\/innmelding$/)
  await page.getByRole('link', { name: 'Send melding etter meldeplikten' }).click()
  await expect(textbox(step(page, 0), 'Virksomhetens navn')).toHaveValue('')
})

test('the form in Nynorsk, with its deadlines and its first step', async ({ page }) => {
  await page.goto(`${DUTY_PATH}?lang=nn`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melding etter meldeplikta')
  await expect(page.getByText('seinast innan 10 dagar', { exact: false })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verksemda', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Neste' }).click()
  await expect(
    page
      .locator('ds-error-summary')
      .getByRole('link', { name: 'Namnet på verksemda: Dette feltet er påkravd!' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

// axe runs inside the page, so it cannot check these: the journey above checks the same markup.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the whole form posts, adds an importer, and sends with the sum answered', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000)
    const email = `meldeplikt.uten-js.${info.project.name}.${Date.now()}@example.no`
    await page.goto(DUTY_PATH)
    await expect(page.getByText('senest innen 10 dager', { exact: false })).toBeVisible()
    await fillRequired(page, 0, email)
    await fillRequired(page, 1)
    await textbox(step(page, 1), 'EAN-nummer').fill(EAN)
    const trade = step(page, 2)
    await choice(trade, 'Solgt utenfor Norge', 'Ja').check()
    await trade.getByRole('checkbox', { name: 'Danmark' }).check()

    // The add button posts the form and comes back with a row, the answers kept.
    await trade.getByRole('button', { name: 'Legg til importør' }).click()
    const importer = trade.getByRole('group', { name: 'Importør 1' })
    await textbox(importer, 'Navn').fill('Leketøy Engros AS')
    await expect(trade.getByRole('checkbox', { name: 'Danmark' })).toBeChecked()
    await expect(page.getByText(EU_GATEWAY)).toBeVisible()

    const risk = step(page, 3)
    await choice(risk, 'Risiko', 'Kjemisk').check()
    await choice(risk, 'Risikonivå', 'Alvorlig').check()
    await step(page, 5)
      .getByLabel('Vedlegg', { exact: true })
      .setInputFiles(tinyPdf('testrapport.pdf'))

    const question = page.getByLabel(/Hva er \d+ pluss \d+/)
    const label = await page
      .locator(`label[for="${await question.getAttribute('id')}"]`)
      .innerText()
    const [, a, b] = /Hva er (\d+) pluss (\d+)/.exec(label)!
    await question.fill(String(Number(a) + Number(b)))
    await page.getByRole('button', { name: 'Send' }).click()

    await expect(
      page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' }),
    ).toBeVisible()
    const reference = await receiptReference(page)
    expect(await readMail(request, email, /Vi har mottatt meldingen din/)).toContain(reference)
    // Chemicals in toys go to Miljødirektoratet; a serious risk always reaches DSB as well.
    for (const inbox of ['miljodirektoratet', 'dsb']) {
      const mail = await readMail(
        request,
        `innmelding@${inbox}.example.no`,
        new RegExp(`Melding etter meldeplikt ${reference}: Byggesett Mini`),
      )
      expect(mail).toContain('Leketøy Engros AS')
      expect(mail).toContain('Danmark')
      expect(mail).toContain('testrapport.pdf (application/pdf')
    }
  })
})
