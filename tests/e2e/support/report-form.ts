import type { Page } from '@playwright/test'

/**
 * What a test fills a report form with: small real files, made in the test (the server checks
 * a file's bytes, so a picture must be a picture and a PDF a PDF), and the answer to the sum
 * that stands in for the captcha without JavaScript.
 */

type FilePayload = { name: string; mimeType: string; buffer: Buffer }

/** A 1×1 PNG. */
export function pngFile(name: string): FilePayload {
  const bytes =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
  return { name, mimeType: 'image/png', buffer: Buffer.from(bytes, 'base64') }
}

/** A one-page PDF with a line of text. */
export function pdfFile(name: string): FilePayload {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) }
}

/** The start of a Windows program (the "MZ" header a PE file opens with), under any name. */
export function windowsProgram(name: string, mimeType = 'application/x-msdownload'): FilePayload {
  const header = Buffer.alloc(128)
  header.write('MZ', 0, 'latin1')
  header.writeUInt32LE(64, 60) // where the PE header starts
  header.write('PE\0\0', 64, 'latin1')
  return { name, mimeType, buffer: header }
}

/** Without JavaScript the captcha is a sum in a label: reads it and answers it. */
export async function answerTheSum(page: Page) {
  const field = page.getByLabel(/Hva er \d+ pluss \d+/)
  const label = await page.locator(`label[for="${await field.getAttribute('id')}"]`).innerText()
  const [, a, b] = /Hva er (\d+) pluss (\d+)/.exec(label)!
  await field.fill(String(Number(a) + Number(b)))
}

let addresses = 0

/**
 * Gives the page a client address of its own (the test server believes X-Forwarded-For from
 * loopback, TRUST_PROXY in playwright.config.ts, as it would from its proxy), so the posts of
 * many tests in a row never reach the limit of 10 a minute per address.
 */
export async function ownAddress(page: Page) {
  addresses++
  const address = `10.${process.pid & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
}
