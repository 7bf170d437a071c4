import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idIn, productTables, staffBrowser } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * Every change of the staff product pages the rules forbid, tried through the HTTP layer of a
 * real process with real sessions: by another authority's editor, signed out, and from a page of
 * another origin. Each is refused and changes nothing.
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
  })

  const changes: Array<[string, () => [string, Array<[string, string]>]]> = [
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
      expect(answer.body).toContain(
        'Du kan bare endre produkter som din egen myndighet er ansvarlig for.',
      )
    }
    expect(await productTables(s.database.db)).toBe(before)
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
