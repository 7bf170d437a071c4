import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idIn, productTables } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * The staff area's product pages at the HTTP boundary of a real process with real sessions in
 * the database: what an editor does (publish, keep a draft, correct, withdraw), refused input,
 * and two editors saving the same version. The forbidden changes are in
 * staff-products-rules.test.ts.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-products.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite

beforeAll(async () => {
  if (pagesBuilt) s = await startStaffProductsSite()
}, 120_000)

afterAll(() => s?.close())

describe.skipIf(!pagesBuilt)('the staff product pages', () => {
  it('publishes a product an editor filled in: on its public page and in search at once', async () => {
    const answer = await s
      .as('dsb')
      .send('/forvaltning/produkter/ny', [
        ...s.dsbProduct('Lysslynge Stjerneskudd'),
        ['handling', 'publiser'],
      ])
    expect(answer.status).toBe(302)
    expect(answer.location).toMatch(/^\/forvaltning\/produkter\/\d+\?publisert$/)
    const id = idIn(answer.location)
    const page = await fetch(new URL(`/produkt/${id}`, s.site))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Lysslynge Stjerneskudd')
    expect(html).toContain('Sverige')
    await s.searchFinds('Stjerneskudd', 1)
    const staffPage = await s.as('dsb').send(answer.location!)
    expect(staffPage.body).toContain('Produktet er publisert.')
    expect(staffPage.body).toContain('Dina DSB')
  })

  it('keeps a draft to resume, out of every public list', async () => {
    const saved = await s.as('dsb').send('/forvaltning/produkter/ny', [
      ['navn', 'Vannkoker Halvferdig'],
      ['myndighet', String(s.catalogue.authorities.dsb.id)],
      ['handling', 'utkast'],
    ])
    expect(saved.status).toBe(302)
    expect(saved.location).toMatch(/^\/forvaltning\/produkter\/utkast\/\d+\?lagret$/)
    const resumed = await s.as('dsb').send(saved.location!)
    expect(resumed.body).toContain('Utkastet er lagret.')
    expect(resumed.body).toContain('value="Vannkoker Halvferdig"')
    expect(await s.publicSearch('Halvferdig')).toBe(0)
    const list = await s.as('dsb').send('/forvaltning/produkter?status=utkast&q=Halvferdig')
    expect(list.body).toContain('Vannkoker Halvferdig')
    expect(list.body).toContain('1 produkter')
  })

  it('refuses a product without what visitors need, at each field and in a summary, saving nothing', async () => {
    const before = await productTables(s.database.db)
    const answer = await s.as('dsb').send('/forvaltning/produkter/ny', [
      ['navn', 'Mangler alt'],
      ['myndighet', String(s.catalogue.authorities.dsb.id)],
      ['lenke', 'javascript:alert(1)'],
      ['handling', 'publiser'],
    ])
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Hvorfor er produktet farlig?: Dette feltet er påkrevd!')
    expect(answer.body).toContain('Velg minst én risiko med kategori')
    expect(answer.body).toContain('Lenken må være en hel nettadresse')
    expect(answer.body).toContain('value="Mangler alt"')
    expect(await productTables(s.database.db)).toBe(before)
  })
})

describe.skipIf(!pagesBuilt)('two editors saving the same version', () => {
  it('saves the first, and tells the second what changed while keeping their input', async () => {
    const id = await s.publish('Varmeovn Tvilling')
    const path = `/forvaltning/produkter/${id}`
    const first = await s
      .as('dsbOther')
      .send(path, [...s.dsbProduct('Varmeovn Tvilling 2'), ['versjon', '1'], ['handling', 'lagre']])
    expect(first.status).toBe(302)
    const second = await s
      .as('dsb')
      .send(path, [
        ...s.dsbProduct('Varmeovn Tvilling', { kjennetegn: 'Modell VT-9' }),
        ['versjon', '1'],
        ['handling', 'lagre'],
      ])
    expect(second.status).toBe(409)
    expect(second.body).toContain('Noen andre har lagret produktet mens du skrev')
    expect(second.body).toMatch(/Dag DSB \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: Navn/)
    expect(second.body).toContain('value="Modell VT-9"')
    expect(second.body).toContain('name="versjon" value="2"')
    expect((await s.as('dsb').send(path)).body).toContain('value="Varmeovn Tvilling 2"')
    // Told, the second editor saves again over the version they have now seen.
    const again = await s
      .as('dsb')
      .send(path, [
        ...s.dsbProduct('Varmeovn Tvilling', { kjennetegn: 'Modell VT-9' }),
        ['versjon', '2'],
        ['handling', 'lagre'],
      ])
    expect(again.status).toBe(302)
    const page = await s.as('dsb').send(path)
    expect(page.body).toContain('value="Modell VT-9"')
    expect(page.body).toContain('Dag DSB')
  })
})

describe.skipIf(!pagesBuilt)('withdrawing a product', () => {
  it('takes it out of search and the feed; its page and the API answer 410 with the date', async () => {
    const id = await s.publish('Badeleke Borte')
    await s.searchFinds('Badeleke Borte', 1)
    const answer = await s.as('administrator').send(`/forvaltning/produkter/${id}`, [
      ['versjon', '1'],
      ['handling', 'trekk'],
    ])
    expect(answer.status).toBe(302)
    await s.searchFinds('Badeleke Borte', 0)
    const page = await fetch(new URL(`/produkt/${id}`, s.site))
    expect(page.status).toBe(410)
    const today = new Intl.DateTimeFormat('nb-NO', {
      timeZone: 'Europe/Oslo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date())
    expect(await page.text()).toContain(`«Badeleke Borte» ble trukket tilbake ${today}.`)
    const api = await fetch(new URL(`/api/v1/produkt/${id}`, s.site))
    expect(api.status).toBe(410)
    expect(await api.json()).toMatchObject({
      type: 'ProductWithdrawn',
      message: `Produktet ble trukket tilbake ${today}, og vises ikke lenger`,
    })
    expect(await (await fetch(new URL('/api/v1/produkt/feed', s.site))).text()).not.toContain(
      'Badeleke Borte',
    )
    const staffPage = await s.as('dsb').send(`/forvaltning/produkter/${id}`)
    expect(staffPage.body).toContain(`Produktet er trukket tilbake ${today}.`)
    expect(staffPage.body).toContain('Trakk tilbake')
  })
})
