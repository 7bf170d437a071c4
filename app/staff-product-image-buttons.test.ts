import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withImage } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * The product form's picture buttons (move up, move down, remove) and the main-picture choice,
 * posted as a browser without JavaScript posts them: each press brings the form back changed,
 * and once the product is saved the public page, the API and the product's card show the
 * pictures in the new order, without the one removed, with the chosen one as the main picture.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! staff-product-image-buttons.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite

beforeAll(async () => {
  if (pagesBuilt) s = await startStaffProductsSite()
}, 120_000)

afterAll(() => s?.close())

const NAME = 'Stekeovn Flammevakt'

/** A small picture of one colour, so each upload is a picture of its own. */
const picture = (red: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer()

/** The pictures a product form lists, in its order, and the one its main-picture choice marks. */
function formImages(html: string) {
  const input = (name: string) =>
    new RegExp(`<input[^>]*name="${name.replaceAll('.', '\\.')}"[^>]*>`).exec(html)?.[0]
  const value = (tag: string | undefined) => /value="([^"]*)"/.exec(tag ?? '')?.[1] ?? ''
  const rows: Array<{ id: string; alt: string }> = []
  for (let index = 0; input(`bilder.${index}.id`); index++) {
    rows.push({ id: value(input(`bilder.${index}.id`)), alt: value(input(`bilder.${index}.alt`)) })
  }
  const main = /<input[^>]*name="hovedbilde"[^>]*>/g
  const chosen = [...html.matchAll(main)].find(([tag]) => /\bchecked\b/.test(tag))?.[0]
  return { rows, main: value(chosen) }
}

/** The form's picture fields as a browser posts them: each picture's id and text, the choice. */
const imageFields = ({ rows, main }: ReturnType<typeof formImages>): Array<[string, string]> => [
  ...rows.flatMap(({ id, alt }, index): Array<[string, string]> => [
    [`bilder.${index}.id`, id],
    [`bilder.${index}.alt`, alt],
  ]),
  ['hovedbilde', main],
]

/** The pictures of the product's public API answer, by their text, and which is the main one. */
async function apiImages(id: number) {
  const response = await fetch(new URL(`/api/v1/produkt/${id}`, s.site))
  const product = (await response.json()) as {
    thumbnailMetaList: Array<{ url: string; alt: string; mainThumbnail: boolean }>
  }
  return {
    order: product.thumbnailMetaList.map((image) => image.alt),
    main: product.thumbnailMetaList.filter((image) => image.mainThumbnail).map((i) => i.alt),
    urls: product.thumbnailMetaList.map((image) => image.url),
  }
}

/** The texts of the public page's pictures in the order it shows them (main picture first). */
async function pageImages(id: number) {
  const html = await (await fetch(new URL(`/produkt/${id}`, s.site))).text()
  const gallery = /<section class="product-gallery".*?<\/section>/s.exec(html)?.[0] ?? ''
  return [...gallery.matchAll(/<img[^>]*alt="([^"]*)"/g)].map(([, alt]) => alt)
}

/** The picture on the product's card in the public search. */
async function cardImage(q: string) {
  const url = new URL(`/api/v1/produkt?q=${encodeURIComponent(q)}`, s.site)
  const result = (await (await fetch(url)).json()) as { content: Array<{ imageAlt: string }> }
  return result.content.map((card) => card.imageAlt)
}

describe.skipIf(!pagesBuilt)('picture buttons without JavaScript', () => {
  it('moves, removes and picks the main picture; the public page shows them so once saved', async () => {
    const id = await s.publish(NAME)
    const page = `/forvaltning/produkter/${id}`
    /** DSB's editor posts the whole form as it stands, with a button (and maybe a file). */
    const press = (
      form: ReturnType<typeof formImages>,
      button: string,
      versjon: string,
      file?: { bytes: Uint8Array; name: string; alt: string },
    ) => {
      const fields: Array<[string, string]> = [
        ...s.dsbProduct(NAME),
        ...imageFields(form),
        ['versjon', versjon],
        ['handling', button],
      ]
      return s.as('dsb').send(page, file ? withImage(fields, file) : fields)
    }

    let form = formImages((await s.as('dsb').send(page)).body)
    for (const [red, alt] of [
      [200, 'Ovnsdøren forfra'],
      [120, 'Typeskiltet bak'],
      [40, 'Den svidde ledningen'],
    ] as const) {
      const upload = await press(form, 'bilde:last-opp', '1', {
        bytes: await picture(red),
        name: 'ovn.png',
        alt,
      })
      expect(upload.status).toBe(200)
      form = formImages(upload.body)
    }
    expect((await press(form, 'lagre', '1')).status).toBe(302)
    const [door, plate, cord] = form.rows
    expect(await apiImages(id)).toMatchObject({
      order: ['Ovnsdøren forfra', 'Typeskiltet bak', 'Den svidde ledningen'],
      main: ['Ovnsdøren forfra'],
    })

    const moved = await press(form, `bilde:opp:${cord!.id}`, '2')
    expect(moved.status).toBe(200)
    form = formImages(moved.body)
    expect(form.rows.map((row) => row.alt)).toEqual([
      'Ovnsdøren forfra',
      'Den svidde ledningen',
      'Typeskiltet bak',
    ])
    const movedDown = await press(form, `bilde:ned:${door!.id}`, '2')
    form = formImages(movedDown.body)
    expect(form.rows.map((row) => row.alt)).toEqual([
      'Den svidde ledningen',
      'Ovnsdøren forfra',
      'Typeskiltet bak',
    ])
    const removed = await press(form, `bilde:fjern:${door!.id}`, '2')
    form = formImages(removed.body)
    expect(form.rows.map((row) => row.alt)).toEqual(['Den svidde ledningen', 'Typeskiltet bak'])
    // Nothing reaches the public page before the save.
    expect((await apiImages(id)).order).toEqual([
      'Ovnsdøren forfra',
      'Typeskiltet bak',
      'Den svidde ledningen',
    ])

    // The editor ticks the type plate as the main picture and saves.
    expect((await press({ ...form, main: plate!.id }, 'lagre', '2')).status).toBe(302)
    const saved = await apiImages(id)
    expect(saved).toMatchObject({
      order: ['Den svidde ledningen', 'Typeskiltet bak'],
      main: ['Typeskiltet bak'],
    })
    expect(await pageImages(id)).toEqual(['Typeskiltet bak', 'Den svidde ledningen'])
    // The card comes from the search index, which takes the change from the change feed.
    await expect
      .poll(() => cardImage('Flammevakt'), { timeout: 30_000 })
      .toEqual(['Typeskiltet bak'])
    const gone = await fetch(new URL(`/bilde/${door!.id}`, s.site))
    expect(gone.status).toBe(404)
    const staffForm = formImages((await s.as('dsb').send(page)).body)
    expect(staffForm).toEqual({ rows: [cord, plate], main: plate!.id })
  })
})
