import type { Browser, APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect } from './support/catalogue.ts'
import { answerTheSum, ownAddress, pngFile } from './support/report-form.ts'
import { signInByMail } from './support/staff.ts'
import { test } from './support/test.ts'

/**
 * A concern message sent on the public site lands in the routed authority's inbox with its file.
 * An editor there opens it, sets it in progress, writes a note and re-routes it; the other
 * authority's editor finds it with its history and closes it. Each width has a category, and so
 * authorities and editors, of its own, so the two runs never meet.
 */
const RUNS = {
  phone: {
    category: 'Slim og modelleire',
    first: {
      email: 'redaktor.miljodirektoratet@forvaltning.example.no',
      name: 'Miljødirektoratet',
    },
    second: { email: 'redaktor.arbeidstilsynet@forvaltning.example.no', name: 'Arbeidstilsynet' },
  },
  desktop: {
    category: 'Gummibåter',
    first: { email: 'redaktor.sdir@forvaltning.example.no', name: 'Sdir' },
    second: {
      email: 'redaktor.statens-vegvesen@forvaltning.example.no',
      name: 'Statens vegvesen',
    },
  },
} as const

/** The sender, on the public form without JavaScript: posted whole, with a picture. */
async function sendConcern(browser: Browser, product: string, category: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await ownAddress(page)
  await page.goto('/innmelding/bekymring')
  await page.getByLabel('Privatperson').check()
  await page.getByLabel('Kategori', { exact: true }).selectOption({ label: category })
  await page.getByLabel('Produktnavn').fill(product)
  await page.getByLabel('Hva skjedde').fill('Barnet fikk utslett på hendene.')
  await page.locator('input[type="file"]').setInputFiles(pngFile('utslett.png'))
  await answerTheSum(page)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' })).toBeVisible()
  await context.close()
}

/** Signs an editor in and opens the report from their inbox, waiting for it to arrive. */
async function openFromInbox(
  page: Page,
  request: APIRequestContext,
  email: string,
  product: string,
) {
  await signInByMail(page, request, email)
  await page.getByRole('link', { name: 'Meldinger', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Meldinger' })).toBeVisible()
  await page.getByLabel('Produkt', { exact: true }).fill(product)
  await page.getByRole('button', { name: 'Vis' }).click()
  await page.getByRole('link', { name: product }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bekymringsmelding FP-BEK-')
}

test('a concern reaches the inbox, is worked, re-routed and closed by the other authority', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000)
  const run = RUNS[info.project.name as keyof typeof RUNS]
  const product = `Glitterslim ${info.project.name} ${Date.now()}`
  await sendConcern(browser, product, run.category)

  await openFromInbox(page, request, run.first.email, product)
  await expect(page.getByRole('link', { name: /Last ned utslett\.png/ })).toBeVisible()
  await expect(page.getByText('Barnet fikk utslett på hendene.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Ny status').selectOption({ label: 'Under behandling' })
  await page.getByRole('button', { name: 'Lagre status' }).click()
  await expect(page.getByText('Statusen er lagret.')).toBeVisible()
  await page.getByLabel('Notat (ses bare av forvaltningen)').fill('Ringte produsenten.')
  await page.getByRole('button', { name: 'Lagre notat' }).click()
  await expect(page.getByText('Notatet er lagret.')).toBeVisible()
  await page.getByLabel('Myndighet', { exact: true }).selectOption({ label: run.second.name })
  await page.getByLabel('Begrunnelse').fill('Gjelder verneutstyr.')
  await page.getByRole('button', { name: 'Send videre' }).click()
  await expect(page.getByText('Meldingen er sendt videre.')).toBeVisible()

  const other = await (await browser.newContext()).newPage()
  await openFromInbox(other, request, run.second.email, product)
  const history = other.getByRole('region', { name: 'Historikk' })
  await expect(history).toContainText('satte status til «Under behandling»')
  await expect(history).toContainText('Ringte produsenten.')
  await expect(history).toContainText('Begrunnelse: Gjelder verneutstyr.')
  await other.getByLabel('Ny status').selectOption({ label: 'Avsluttet' })
  await other.getByRole('button', { name: 'Lagre status' }).click()
  await expect(other.getByText('Statusen er lagret.')).toBeVisible()
  await expect(other.getByRole('region', { name: 'Hos myndighet' })).toContainText(
    `${run.second.name}: Avsluttet`,
  )
  await expectNoAxeViolations(other)
  await other.context().close()
})
