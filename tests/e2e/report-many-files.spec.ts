import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from './support/catalogue.ts'
import { solveCaptcha } from './support/mailbox.ts'
import { ownAddress } from './support/report-form.ts'
import { test } from './support/test.ts'

/**
 * Ten files of 5 MB at once, the most a message takes near its size, sent ten times in a row on
 * the embedded database: every file of every message arrives, and the thank-you comes only
 * then. (Once, five of ten parallel uploads stayed at "100 % sendt" with no answer.)
 */

const FILES = 10
const MEGABYTES = 5
const ROUNDS = 10

/**
 * A PDF of about 5 MB on disk (the browser is handed files over 50 MB in all only by path),
 * padded with comment lines; its name makes its bytes its own.
 */
function largePdf(folder: string, name: string) {
  const line = `%${name} ${'x'.repeat(1000)}\n`
  const padding = line.repeat(Math.ceil((MEGABYTES * 1024 * 1024) / line.length))
  const file = path.join(folder, name)
  writeFileSync(file, `%PDF-1.4\n${padding}trailer << >>\n%%EOF\n`, 'latin1')
  return file
}

const next = (page: Page) => page.getByRole('button', { name: 'Neste' }).click()

async function sendConcernWithFiles(page: Page, round: number, folder: string) {
  await ownAddress(page)
  await page.goto('/innmelding/bekymring')
  await page.getByLabel('Fagperson').check()
  await next(page)
  await page.getByLabel('Produktnavn').fill(`Brødrister runde ${round}`)
  await next(page)
  await page.getByLabel('Hva skjedde').fill('Brødristeren begynte å brenne.')
  await next(page)
  await next(page)
  const names = Array.from({ length: FILES }, (_, index) => `bilde-${round}-${index + 1}.pdf`)
  await page
    .locator('input[type="file"]')
    .setInputFiles(names.map((name) => largePdf(folder, name)))
  await next(page)
  await expect(page.getByRole('heading', { name: 'Se over og send' })).toBeFocused()
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Send' }).click()

  await expect(page.getByRole('heading', { name: 'Vedleggene sendes' })).toBeVisible()
  const thanks = page.getByRole('heading', { name: 'Takk! Vi har mottatt meldingen' })
  await expect(thanks, `round ${round}: every upload answered`).toBeVisible({ timeout: 90_000 })
  const receipt = page.locator('.report-receipt')
  for (const name of names) {
    await expect(receipt.getByRole('listitem').filter({ hasText: name })).toContainText('Sendt')
  }
  await expect(receipt).not.toContainText('kom ikke fram')
}

test('ten 5 MB files at once arrive, ten messages in a row', async ({ page }) => {
  test.setTimeout(15 * 60_000)
  const folder = mkdtempSync(path.join(tmpdir(), 'fp-many-files-'))
  try {
    for (let round = 1; round <= ROUNDS; round++) await sendConcernWithFiles(page, round, folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
