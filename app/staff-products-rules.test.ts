import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productRows, sheetFile, sheetIdsOf } from '../tests/support/import-sheet.ts'
import {
  idIn,
  productTables,
  SMALL_PDF,
  staffBrowser,
  withDocument,
  withImage,
} from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * Every change of the staff product pages the rules forbid, tried through the HTTP layer of a
 * real process with real sessions: by another authority's editor, signed out, and from a page of
 * another origin. Each is refused and changes nothing: saving, publishing and withdrawing, the
 * picture and document uploads and buttons, the import, bulk publishing, and the previews.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! staff-products-rules.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite

beforeAll(async () => {
  if (pagesBuilt) s = await startStaffProductsSite()
}, 120_000)

afterAll(() => s?.close())

describe.skipIf(!pagesBuilt)('what the rules forbid, tried from outside', () => {
  let productId = 0
  let draftId = 0
  let photo: Uint8Array
  let sheet: Uint8Array
  const dsb = () => String(s.catalogue.authorities.dsb.id)

  beforeAll(async () => {
    if (!pagesBuilt) return
    productId = await s.publish('Brødrister Glo')
    const draft = await s.as('dsb').send('/forvaltning/produkter/ny', [
      ['navn', 'Kaffetrakter Utkast'],
      ['myndighet', dsb()],
      ['handling', 'utkast'],
    ])
    draftId = idIn(draft.location)
    photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer()
    sheet = await sheetFile(productRows(2, sheetIdsOf(s.catalogue)))
  })

  /** A form button that changes the pictures or documents on the page, posted with the form. */
  const button = (path: string, handling: string): [string, Array<[string, string]>] => [
    path,
    [...s.dsbProduct('Brødrister Glo'), ['versjon', '1'], ['handling', handling]],
  ]
  const picture = () => ({ bytes: photo, name: 'bilde.png', alt: 'Brødrister med svidd ledning' })
  const pdf = { bytes: SMALL_PDF, name: 'varsel.pdf', filnavn: 'Tilbakekallingsvarsel.pdf' }

  const changes: Array<[string, () => [string, Array<[string, string]> | FormData]]> = [
    [
      'save a DSB product',
      () => [
        `/forvaltning/produkter/${productId}`,
        [...s.dsbProduct('Endret'), ['versjon', '1'], ['handling', 'lagre']],
      ],
    ],
    [
      'withdraw a DSB product',
      () => [
        `/forvaltning/produkter/${productId}`,
        [
          ['versjon', '1'],
          ['handling', 'trekk'],
        ],
      ],
    ],
    [
      'save a DSB draft',
      () => [
        `/forvaltning/produkter/utkast/${draftId}`,
        [
          ['navn', 'Endret'],
          ['myndighet', dsb()],
          ['versjon', '1'],
          ['handling', 'utkast'],
        ],
      ],
    ],
    [
      'publish a DSB draft',
      () => [
        `/forvaltning/produkter/utkast/${draftId}`,
        [...s.dsbProduct('Endret'), ['versjon', '1'], ['handling', 'publiser']],
      ],
    ],
    [
      'publish a new DSB product',
      () => ['/forvaltning/produkter/ny', [...s.dsbProduct('Ny'), ['handling', 'publiser']]],
    ],
    [
      'save a new DSB draft',
      () => [
        '/forvaltning/produkter/ny',
        [
          ['navn', 'Ny'],
          ['myndighet', dsb()],
          ['handling', 'utkast'],
        ],
      ],
    ],
    [
      'add a picture to a DSB product',
      () => {
        const [path, form] = button(`/forvaltning/produkter/${productId}`, 'bilde:last-opp')
        return [path, withImage(form, picture())]
      },
    ],
    [
      'add a picture to a DSB draft',
      () => {
        const [path, form] = button(`/forvaltning/produkter/utkast/${draftId}`, 'bilde:last-opp')
        return [path, withImage(form, picture())]
      },
    ],
    [
      'add a picture to a new DSB product',
      () => {
        const [path, form] = button('/forvaltning/produkter/ny', 'bilde:last-opp')
        return [path, withImage(form, picture())]
      },
    ],
    [
      'add a document to a DSB product',
      () => {
        const [path, form] = button(`/forvaltning/produkter/${productId}`, 'bilde:last-opp')
        return [path, withDocument(form, pdf)]
      },
    ],
    [
      'add a document to a DSB draft',
      () => {
        const [path, form] = button(`/forvaltning/produkter/utkast/${draftId}`, 'bilde:last-opp')
        return [path, withDocument(form, pdf)]
      },
    ],
    [
      "press a DSB product's picture and document buttons",
      () => button(`/forvaltning/produkter/${productId}`, 'bilde:dokument-ned:1'),
    ],
    [
      "press a DSB draft's picture buttons",
      () => button(`/forvaltning/produkter/utkast/${draftId}`, 'bilde:ned:1'),
    ],
    [
      'publish ticked DSB drafts',
      () => [
        '/forvaltning/produkter',
        [
          ['utkast', String(draftId)],
          ['handling', 'publiser-valgte'],
        ],
      ],
    ],
    [
      'import DSB products',
      () => {
        const form = new FormData()
        form.set('fil', new File([sheet.slice()], 'produkter.xlsx'))
        return ['/forvaltning/produkter/import', form]
      },
    ],
  ]
  const refusals: Array<[string, () => ReturnType<typeof staffBrowser>, number, string | null]> = [
    ["another authority's editor", () => s.as('mattilsynet'), 403, null],
    ['someone signed out', () => staffBrowser(s.site, undefined), 302, '/forvaltning/logg-inn'],
    [
      'a page of another origin',
      () => staffBrowser(s.site, s.sessions.dsb, 'https://evil.example'),
      403,
      null,
    ],
  ]
  const matrix = changes.flatMap(([action, post]) =>
    refusals.map(([who, browser, status, location]) => ({
      action,
      post,
      who,
      browser,
      status,
      location,
    })),
  )

  it.each(matrix)('refuses $who to $action, changing nothing', async (each) => {
    const before = await productTables(s.database.db)
    const [path, form] = each.post()
    const answer = await each.browser().send(path, form)
    expect(answer.status).toBe(each.status)
    if (each.location) expect(answer.location).toBe(each.location)
    if (each.status === 403 && each.who !== 'a page of another origin') {
      // The import names each row of another authority's in its report instead.
      expect(answer.body).toMatch(
        /Du kan bare (endre|importere) produkter som din egen myndighet er ansvarlig for/,
      )
    }
    expect(await productTables(s.database.db)).toBe(before)
  })

  const previews = () => [
    `/forvaltning/produkter/${productId}/forhandsvisning`,
    `/forvaltning/produkter/utkast/${draftId}/forhandsvisning`,
  ]

  it("refuses another authority's editor, and someone signed out, the previews", async () => {
    for (const path of previews()) {
      expect((await s.as('mattilsynet').send(path)).status, path).toBe(403)
      const signedOut = await staffBrowser(s.site, undefined).send(path)
      expect(signedOut.status, path).toBe(302)
      expect(signedOut.location).toBe('/forvaltning/logg-inn')
      expect((await s.as('dsb').send(path)).status, path).toBe(200)
    }
  })

  it('refuses an editor giving their own product to another authority', async () => {
    const before = await productTables(s.database.db)
    const moved = s.dsbProduct('Brødrister Glo', {
      myndighet: String(s.catalogue.authorities.mattilsynet.id),
    })
    const answer = await s
      .as('dsb')
      .send(`/forvaltning/produkter/${productId}`, [
        ...moved,
        ['versjon', '1'],
        ['handling', 'lagre'],
      ])
    expect(answer.status).toBe(403)
    expect(await productTables(s.database.db)).toBe(before)
  })
})
