import type { Locator, Page } from '@playwright/test'
import { expect } from './catalogue.ts'

/**
 * The duty-to-report form as a business fills it in, step by step (with JavaScript) or as one
 * page (without): the same labels either way, each step found by its heading.
 */

export const DUTY_PATH = '/innmelding/meldeplikt'

/** Organisation numbers with a valid mod-11 check digit (Brønnøysundregistrene, Equinor). */
export const ORGANISATION_NUMBER = '974760673'
export const OTHER_ORGANISATION_NUMBER = '923609016'
/** An EAN-13 with a valid check digit. */
export const EAN = '4006381333931'

const STEPS = [
  'Virksomheten',
  'Produktet',
  'Salg og omsetningskjede',
  'Risikovurdering',
  'Tiltak fra virksomheten',
  'Vedlegg',
] as const

/**
 * A fieldset, by its legend: Designsystemet names a fieldset by its legend and then the text
 * that comes first after it, which it takes for the description.
 */
const question = (scope: Locator | Page, legend: string) =>
  scope.getByRole('group', { name: new RegExp(`^${legend}(\\s|$)`) })

/** One step of the form: with JavaScript only the current one is shown. */
export const step = (page: Page, index: number): Locator => question(page, STEPS[index]!)

export const textbox = (scope: Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true })

/** A radio button or checkbox within the question it answers. */
export const choice = (scope: Locator, legend: string, option: string) =>
  question(scope, legend).getByLabel(option, { exact: true })

/** What the required fields of a step get, so that only the field a test spoils is wrong. */
export async function fillRequired(page: Page, index: number, email = 'kari@example.no') {
  const scope = step(page, index)
  if (index === 0) {
    await textbox(scope, 'Virksomhetens navn').fill('Lekehuset Import AS')
    await textbox(scope, 'Organisasjonsnummer').fill(ORGANISATION_NUMBER)
    await choice(scope, 'Virksomhetens rolle', 'Importør').check()
    await textbox(scope, 'Kontaktperson').fill('Kari Nordmann')
    await textbox(scope, 'E-post').fill(email)
  } else if (index === 1) {
    await scope
      .getByRole('combobox', { name: 'Kategori', exact: true })
      .selectOption({ label: 'Byggeleker' })
    await textbox(scope, 'Produktnavn').fill('Byggesett Mini')
  } else if (index === 3) {
    await choice(scope, 'Risikonivå', 'Moderat').check()
  }
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Neste' }).click()
}

/** A field's message, at the field and in the summary (after its label), word for word. */
export async function expectProblem(page: Page, field: string, label: string, message: string) {
  const id = `felt-${field.replaceAll('.', '-')}`
  await expect(page.locator(`#${id}-error`)).toHaveText(message)
  await expect(
    page
      .locator('ds-error-summary')
      .getByRole('link', { name: `${label}: ${message}`, exact: true }),
  ).toBeVisible()
}

/** A real PNG of one pixel: the server checks a file's bytes, not only its name. */
export const tinyPng = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
})

/** A small real PDF: one empty page. */
export function tinyPdf(name: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) }
}

/** The reference number on the receipt. */
export async function receiptReference(page: Page) {
  const text = await page.locator('.report-receipt').innerText()
  return /FP-MLD-\d{4}-[0-9A-Z]{6}/.exec(text)![0]
}
