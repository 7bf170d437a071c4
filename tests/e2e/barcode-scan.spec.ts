import type { APIRequestContext, Page } from '@playwright/test'
import { ean13CheckDigit } from '../../db/seed/ean.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { apiSearch, expect } from './support/catalogue.ts'
import { test, testWithoutCamera } from './support/fake-camera.ts'
import { untilHydrated } from './support/test.ts'

/**
 * "Skann strekkode": Chromium's fake camera films a printed EAN-13 and the page searches by its
 * number. Debian's Chromium has no BarcodeDetector, so this is the WebAssembly reader's path.
 */

/** A published product with an EAN, and its name, asked of the API. */
async function listedProduct(request: APIRequestContext) {
  const { content } = await apiSearch(request, 'size=20')
  for (const { id } of content) {
    const detail = (await (await request.get(`/api/v1/produkt/${id}`)).json()) as {
      navn: string
      eanNr: string | null
    }
    if (detail.eanNr && /^\d{13}$/.test(detail.eanNr))
      return { navn: detail.navn, ean: detail.eanNr }
  }
  throw new Error('no product among the first 20 has an EAN-13')
}

/** A valid EAN-13 (a shop's own number range, 20–29) that no product carries. */
async function unlistedEan(request: APIRequestContext) {
  const body = '200000012345'
  const ean = body + String(ean13CheckDigit(body))
  expect((await apiSearch(request, `q=${ean}&size=1`)).totalElements).toBe(0)
  return ean
}

const scanButton = (page: Page) => page.getByRole('button', { name: 'Skann strekkode' })

test('a listed product is found by scanning its barcode, the reader served from this site', async ({
  page,
  request,
  showBarcode,
}) => {
  const product = await listedProduct(request)
  await showBarcode(product.ean)
  const reader: Array<{ url: string; type?: string; encoding?: string }> = []
  page.on('response', (response) => {
    const headers = response.headers()
    if (/zxing/.test(response.url()))
      reader.push({
        url: response.url(),
        type: headers['content-type'],
        encoding: headers['content-encoding'],
      })
  })
  await page.goto('/')
  await untilHydrated(page)
  // Nothing of the reader comes with the page: it loads on the press.
  await expect(scanButton(page)).toBeVisible()
  expect(reader).toEqual([])

  await scanButton(page).click()
  await expect(page).toHaveURL(`/search?q=${product.ean}`)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByLabel('Søk etter produkt', { exact: true })).toHaveValue(product.ean)
  await expect(
    page.locator('.search-results').getByRole('link', { name: product.navn }).first(),
  ).toBeVisible()

  // The WebAssembly came from this origin (the test's own check: no other origin was asked),
  // compressed like the scripts, and typed so the browser compiles it as it streams in.
  const wasm = reader.find(({ url }) => url.endsWith('.wasm'))
  expect(wasm?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/zxing_reader-[\w-]+\.wasm$/)
  expect(wasm?.type).toBe('application/wasm')
  expect(wasm?.encoding).toBe('br')
})

test('a barcode no product carries gets a plain answer', async ({ page, request, showBarcode }) => {
  const ean = await unlistedEan(request)
  await showBarcode(ean)
  await page.goto('/search')
  await untilHydrated(page)
  await scanButton(page).click()
  await expect(page).toHaveURL(`/search?q=${ean}`)
  await expect(
    page.getByRole('heading', {
      name: `Ingen farlige produkter er registrert med strekkoden ${ean}.`,
    }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Meld fra om et produkt' })).toHaveAttribute(
    'href',
    '/innmelding/bekymring',
  )
  await expectNoAxeViolations(page)
})

test('the camera is shown until a code is read, and "Avbryt" closes it', async ({ page }) => {
  // The camera films a blank page: nothing to read.
  await page.goto('/?lang=nn')
  await untilHydrated(page)
  await scanButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Skann strekkoden på produktet' })
  await expect(dialog.getByRole('status')).toHaveText(
    'Hald strekkoden framfor kameraet. Søket startar av seg sjølv når koden er lesen.',
  )
  await expect(dialog.locator('video')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Avbryt' }).click()
  await expect(dialog).toBeHidden()
  await expect(scanButton(page)).toBeFocused()
  expect(new URL(page.url()).pathname).toBe('/')
})

test('a refused camera is explained, and nothing is searched', async ({ page, context }) => {
  await context.clearPermissions()
  await page.goto('/?lang=en')
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Scan barcode' }).click()
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
    /^You have not allowed this site to use the camera\./,
  )
  expect(new URL(page.url()).pathname).toBe('/')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search field is as it was, with no scan button', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByLabel('Søk etter produkt', { exact: true })).toBeVisible()
    await expect(scanButton(page)).toHaveCount(0)
  })

  test('a typed barcode number gets the same plain answer', async ({ page, request }) => {
    const ean = await unlistedEan(request)
    await page.goto('/')
    await page.getByLabel('Søk etter produkt', { exact: true }).fill(ean)
    await page.getByRole('button', { name: 'Søk', exact: true }).click()
    await expect(
      page.getByRole('heading', {
        name: `Ingen farlige produkter er registrert med strekkoden ${ean}.`,
      }),
    ).toBeVisible()
  })
})

testWithoutCamera('without a camera the search field has no scan button', async ({ page }) => {
  await page.goto('/')
  await untilHydrated(page)
  // Once the page has listed the devices itself, the button's own look has been answered.
  const kinds = await page.evaluate(async () =>
    (await navigator.mediaDevices.enumerateDevices()).map((device) => device.kind),
  )
  expect(kinds).not.toContain('videoinput')
  await expect(page.getByLabel('Søk etter produkt', { exact: true })).toBeVisible()
  await expect(scanButton(page)).toHaveCount(0)
})
