import sharp from 'sharp'
import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect as pageExpect } from './catalogue.ts'
import { test } from './test.ts'

/**
 * An editor's whole journey with one product, the same whichever way they signed in (e-mailed
 * link or their authority's identity provider): a product with two pictures, previewed,
 * published; a visitor finds it on the front page and by a word of its description; the editor
 * corrects it and, the recall complete, withdraws it, after which its page answers 410.
 */

/** The words that make a run's product its own, so two runs never find each other's. */
export interface JourneyWords {
  /** In the product's name (and so its heading and card). */
  name: string
  /** Only in its description: what a visitor searches for. */
  described: string
  /** Only in the corrected advice: what the visitor sees once the editor has saved. */
  corrected: string
}

/**
 * A page after a post waits for the server, which on a busy machine (two cores, several test
 * runs) can take longer than the usual 15 s; waiting longer decides nothing about speed.
 */
const expect = pageExpect.configure({ timeout: 60_000 })

/** What the issue promises: every change is on every public page within 5 s (decision 040). */
const PUBLIC_WITHIN_MS = 5_000

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
 * A visitor's own browser, at the editor's width, without the editor's session: the public
 * pages it sees are the ones everyone is served, through the page cache.
 */
async function visitorPage(browser: Browser, page: Page, site: string) {
  const { isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use
  const context = await browser.newContext({
    baseURL: site,
    viewport: page.viewportSize(),
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
  })
  return context.newPage()
}

/**
 * Asks for the public page at `path` again until its HTML does (or, with `gone`, no longer does)
 * hold `text`, within what is left of the 5 s since `since`. The page is asked for as any visitor
 * asks, through the page cache; a browser's drawing of it comes after, untimed, since on a busy
 * machine that alone can take seconds.
 */
async function servedWithin(
  visitor: Page,
  path: string,
  since: number,
  text: string,
  { gone = false } = {},
) {
  const served = async () => (await (await visitor.request.get(path)).text()).includes(text)
  await expect
    .poll(served, {
      message: `${path} ${gone ? 'without' : 'with'} «${text}» within 5 s`,
      timeout: Math.max(since + PUBLIC_WITHIN_MS - Date.now(), 1),
      intervals: [100],
    })
    .toBe(!gone)
}

/** The journey, for an editor already signed in on `page`, against the site at `baseURL`. */
export async function productJourney(
  { page, browser, site }: { page: Page; browser: Browser; site: string },
  words: JourneyWords,
) {
  const name = `${words.name} Mini`
  const pictures = [`${name} forfra, grå med rød knapp`, `Batteriet i ${name}`]
  const visitor = await visitorPage(browser, page, site)
  const productCard = () => visitor.getByRole('link', { name: new RegExp(name) }).first()
  let id = ''

  await test.step('the editor makes a draft with two pictures', async () => {
    await page.getByRole('link', { name: 'Produkter', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Produkter' })).toBeVisible()
    await page.getByRole('link', { name: 'Nytt produkt' }).click()
    await page.getByLabel('Navn', { exact: true }).fill(name)
    await page.getByLabel('Kjennetegn').fill('Modell ZQ-1')
    await page
      .getByLabel('Beskrivelse')
      .fill(`En liten enhet for hjemmet med ${words.described} i lokket.`)
    await page.getByLabel('Hvorfor er produktet farlig?').fill('Batteriet kan bli varmt og ta fyr.')
    await page.getByLabel('Hva bør du gjøre?').fill('Slutt å bruke produktet og lever det tilbake.')
    await page.getByLabel('Risiko (Fare 1)').selectOption({ index: 1 })
    await page.getByLabel('Kategori (Fare 1)').selectOption({ index: 1 })
    await addPicture(page, 1, await photo(200), pictures[0]!)
    await addPicture(page, 2, await photo(90), pictures[1]!)
    await expect(
      page.getByText('Bildene eller dokumentene er endret, men ikke lagret ennå.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Lagre utkast' }).click()
    await expect(page.getByText('Utkastet er lagret.')).toBeVisible()
  })

  await test.step('the preview is the public page, with both pictures', async () => {
    await page.getByRole('link', { name: 'Forhåndsvis' }).click()
    await expect(page.getByText(/^Forhåndsvisning\./)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    for (const alt of pictures) await expect(page.getByRole('img', { name: alt })).toBeVisible()
    await page.getByRole('link', { name: 'Tilbake til skjemaet' }).click()
  })

  const published = await test.step('the editor publishes it', async () => {
    await page.getByRole('button', { name: 'Publiser' }).click()
    await expect(page.getByText('Produktet er publisert.')).toBeVisible()
    const at = Date.now()
    id = /\/forvaltning\/produkter\/(\d+)/.exec(page.url())?.[1] ?? ''
    expect(id).not.toBe('')
    await expect(page.getByRole('cell', { name: 'Publiserte' })).toBeVisible()
    return at
  })

  await test.step('a visitor finds it on the front page and by its description, within 5 s', async () => {
    await servedWithin(visitor, '/', published, name)
    await servedWithin(visitor, `/search?q=${words.described}`, published, name)
    await visitor.goto('/')
    await expect(productCard()).toBeVisible()
    await visitor.goto(`/search?q=${words.described}`)
    await productCard().click()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name)
    for (const alt of pictures) await expect(visitor.getByRole('img', { name: alt })).toBeVisible()
  })

  await test.step('the editor corrects it; the visitor sees the correction within 5 s', async () => {
    await page.goto(`/forvaltning/produkter/${id}`)
    await page
      .getByLabel('Hva bør du gjøre?')
      .fill(`Slutt å bruke produktet. ${words.corrected}: lever det til butikken.`)
    await page.getByRole('button', { name: 'Lagre endringene' }).click()
    await expect(page.getByText('Endringene er lagret.')).toBeVisible()
    await servedWithin(visitor, `/produkt/${id}`, Date.now(), words.corrected)
    await visitor.reload()
    await expect(visitor.getByText(words.corrected)).toBeVisible()
  })

  await test.step('the editor withdraws it: gone from lists and search, its page answers 410', async () => {
    await page.getByRole('button', { name: 'Trekk tilbake' }).click()
    const notice = page.getByText(/Produktet er trukket tilbake \d{2}\.\d{2}\.\d{4}/)
    await expect(notice).toBeVisible()
    const date = /(\d{2}\.\d{2}\.\d{4})/.exec((await notice.textContent()) ?? '')![1]!
    const withdrawn = Date.now()
    await servedWithin(visitor, '/', withdrawn, name, { gone: true })
    await servedWithin(visitor, `/search?q=${words.described}`, withdrawn, name, { gone: true })
    const gone = await visitor.goto(`/produkt/${id}`)
    expect(gone?.status()).toBe(410)
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Produktet er trukket tilbake' }),
    ).toBeVisible()
    await expect(visitor.getByText(`«${name}» ble trukket tilbake ${date}`)).toBeVisible()
    expect((await visitor.request.get(`/api/v1/produkt/${id}`)).status()).toBe(410)
  })
  await visitor.context().close()
}
