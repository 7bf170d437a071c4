import type { APIRequestContext } from '@playwright/test'
import { apiSearch, breadcrumbs, categories, expect } from './support/catalogue.ts'
import { test } from './support/test.ts'

/** A product's page, its old address and the 404 for one that is not (or no longer) listed. */

interface ProductDetail {
  id: number
  navn: string
  beskrivelse: string
  hvorforFarlig: string
  forbrukerAksjon: string
  myndighet: { id: number; navn: string }
  fareList: Array<{ risikoId: number; produktKategoriId: number }>
  thumbnailMetaList: Array<{ url: string; alt: string; mainThumbnail: boolean }>
}

async function newestProduct(request: APIRequestContext): Promise<ProductDetail> {
  const id = (await apiSearch(request, 'size=1')).content[0]!.id
  return (await (await request.get(`/api/v1/produkt/${id}`)).json()) as ProductDetail
}

const LABELS = [
  'Hvorfor er produktet farlig?',
  'Hva bør du gjøre?',
  'Risiko',
  'Tiltak',
  'Importør',
  'Distributør',
  'Gjeldende lov',
  'Gjeldende forskrift',
  'Næringskode',
  'Produktstandard',
  'Melding fra land',
  'Annen informasjon',
  'Lenke',
  'Batch-/serienummer',
  'EAN-nummer',
  'Produsent',
  'Vedlegg',
]

test('a product page shows every label, the warnings, the pictures and the ways to act', async ({
  page,
  request,
}) => {
  const product = await newestProduct(request)
  await page.goto(`/produkt/${product.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.navn)
  for (const label of LABELS) {
    await expect(page.getByText(label, { exact: true }).first(), label).toBeVisible()
  }
  await expect(page.getByText(product.hvorforFarlig)).toBeVisible()
  await expect(page.getByText(product.forbrukerAksjon)).toBeVisible()
  for (const image of product.thumbnailMetaList) {
    await expect(page.getByRole('img', { name: image.alt })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: product.myndighet.navn }).first()).toHaveAttribute(
    'href',
    `/myndighet/${product.myndighet.id}`,
  )
  await expect(
    page.getByRole('link', { name: 'Meld fra om at du har sett produktet' }),
  ).toHaveAttribute('href', `/innmelding/observasjon/${product.id}`)
  await expect(
    page.getByRole('link', { name: 'Send en bekymringsmelding om produktet' }),
  ).toHaveAttribute('href', `/innmelding/bekymring/${product.id}`)
  await expect(
    page
      .getByRole('region', { name: 'Del produktet' })
      .getByRole('link', { name: 'Del på Facebook' }),
  ).toHaveAttribute('href', /facebook\.com\/sharer\/sharer\.php\?u=http.*%2Fprodukt%2F\d+$/)
})

test('a product page names itself for search engines and sharing', async ({ page, request }) => {
  const product = await newestProduct(request)
  await page.goto(`/produkt/${product.id}`)
  await expect(page).toHaveTitle(new RegExp(product.navn))
  const description =
    product.beskrivelse.length > 147 ? product.beskrivelse.slice(0, 147) : product.beskrivelse
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${description.trimEnd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  )
  const main = product.thumbnailMetaList.find((image) => image.mainThumbnail)!
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^http://[^/]+${main.url}\\?w=\\d+$`),
  )
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/)
})

test("the breadcrumbs lead through the first hazard's categories", async ({ page, request }) => {
  const product = await newestProduct(request)
  const all = await categories(request)
  const path = []
  for (let id: number | null = product.fareList[0]!.produktKategoriId; id !== null;) {
    const category = all.find((c) => c.id === id)!
    path.unshift(category.navn)
    id = category.parent
  }
  await page.goto(`/produkt/${product.id}`)
  const trail = breadcrumbs(page).getByRole('link')
  await expect(trail).toHaveText(['Forside', ...path, product.navn])
  await expect(trail.last()).toHaveAttribute('aria-current', 'page')
})

test('/product/{id} moves permanently to /produkt/{id}', async ({ page, request }) => {
  const product = await newestProduct(request)
  const response = await page.goto(`/product/${product.id}`)
  expect(response?.status()).toBe(200)
  const redirect = await response?.request().redirectedFrom()?.response()
  expect(redirect?.status()).toBe(301)
  await expect(page).toHaveURL(`/produkt/${product.id}`)
})

test('an unknown product is the 404 page, a withdrawn one says it was withdrawn and when', async ({
  page,
  request,
}) => {
  for (const id of ['999999999', 'ikke-et-tall']) {
    const response = await page.goto(`/produkt/${id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Klarte ikke finne denne siden',
    )
    await expect(page).toHaveTitle('Farlige produkter - Fant ikke siden')
    await expect(breadcrumbs(page).getByRole('link')).toHaveText(['Forside', 'Fant ikke siden'])
  }
  // The API answers a withdrawn product 410: the first such id is one of the demo data's.
  let withdrawn: number | undefined
  for (let id = 1; id <= 600 && withdrawn === undefined; id++) {
    if ((await request.get(`/api/v1/produkt/${id}`)).status() === 410) withdrawn = id
  }
  test.skip(withdrawn === undefined, 'the demo data has no withdrawn product')
  const response = await page.goto(`/produkt/${withdrawn}`)
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktet er trukket tilbake')
  await expect(page.getByText(/ble trukket tilbake \d{2}\.\d{2}\.\d{4}/)).toBeVisible()
})

test("a product's document link downloads the document", async ({ page, request }) => {
  // Only some demo products have a document: look through the newest for one.
  let found: { id: number; filnavn: string } | undefined
  for (const { id } of (await apiSearch(request, 'size=100')).content) {
    const detail = await (await request.get(`/api/v1/produkt/${id}`)).json()
    const document = (detail.attachment as Array<{ filnavn: string }>)[0]
    if (document) {
      found = { id, filnavn: document.filnavn }
      break
    }
  }
  expect(found, 'a demo product with a document').toBeDefined()
  await page.goto(`/produkt/${found!.id}`)
  const href = await page.getByRole('link', { name: found!.filnavn }).getAttribute('href')
  const download = await request.get(href!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/)
  expect((await download.body()).length).toBeGreaterThan(0)
})
