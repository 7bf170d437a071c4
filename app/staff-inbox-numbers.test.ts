import { existsSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bekymring, innboks } from '../db/schema/index.ts'
import { cosmeticsConcern, saveTestConcern } from '../tests/support/inbox-fixture.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * The inbox's numbers through the HTTP layer of a real process with real sessions: two concern
 * messages to Mattilsynet in March 2026, one closed after two days, counted on the page and in
 * both files for Mattilsynet's editor, and for no one else's authority.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-inbox-numbers.test.ts did not run: no build')

let s: StaffProductsSite
const NUMBERS = '/forvaltning/meldinger/tall'
const MARCH = 'fra=2026-03&til=2026-04'

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  for (const [mottatt, closed] of [
    ['2026-03-10T10:00:00Z', '2026-03-12T10:00:00Z'],
    ['2026-03-20T10:00:00Z', null],
  ] as const) {
    const { id } = await saveTestConcern(s.database.db, cosmeticsConcern(s.catalogue))
    await s.database.db
      .update(bekymring)
      .set({ mottatt: new Date(mottatt) })
      .where(eq(bekymring.id, id))
    await s.database.db
      .update(innboks)
      .set({
        mottatt: new Date(mottatt),
        ...(closed ? { status: 'avsluttet' as const, statusEndret: new Date(closed) } : {}),
      })
      .where(and(eq(innboks.meldingType, 'bekymring'), eq(innboks.meldingId, id)))
  }
}, 120_000)

afterAll(() => s?.close())

/** A page's table rows as their cells' text, joined by '|'. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)]
      .map((cell) => cell[1]!.replace(/<[^>]+>/g, '').trim())
      .join('|'),
  )

const download = (format: string, session: string, query = MARCH) =>
  fetch(new URL(`${NUMBERS}/${format}?${query}`, s.site), {
    headers: { cookie: `__Host-fp_forvaltning_okt=${session}` },
  })

describe.skipIf(!pagesBuilt)('the numbers, from outside', () => {
  it("shows an editor their authority's reports per month, by kind, status and time to close", async () => {
    const page = await s.as('mattilsynet').send(`${NUMBERS}?${MARCH}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(
      'Meldinger mottatt av Mattilsynet per måned, mars 2026 til april 2026',
    )
    expect(page.body).toContain('<caption>')
    const rows = tableRows(page.body)
    // By kind (observation, concern, duty-to-report, total), then category, status, closing.
    expect(rows).toContain('mars 2026|0|2|0|2')
    expect(rows).toContain('mars 2026|2|2')
    expect(rows).toContain('mars 2026|1|0|1|2')
    expect(rows).toContain('mars 2026|1|2,0')
    expect(rows).toContain('april 2026|0|Ingen')
    expect(page.body).toContain(`href="${NUMBERS}/xlsx?fra=2026-03&amp;til=2026-04"`)
    const inbox = await s.as('mattilsynet').send('/forvaltning/meldinger')
    expect(inbox.body).toContain(`href="${NUMBERS}"`)
  })

  it("shows another authority's editor none of them, even when asked by address", async () => {
    const mattilsynet = s.catalogue.authorities.mattilsynet.id
    const page = await s.as('dsb').send(`${NUMBERS}?${MARCH}&myndighet=${mattilsynet}`)
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('mottatt av Mattilsynet')
    expect(tableRows(page.body)).toContain('mars 2026|0|0|0|0')
    const file = await (
      await download('csv', s.sessions.dsb, `${MARCH}&myndighet=${mattilsynet}`)
    ).text()
    expect(file).toContain('2026-03;0;0;0;0\r\n')
    expect(file).not.toContain('2026-03;0;2;0;2')
  })

  it('lets an administrator choose one authority or all', async () => {
    const mattilsynet = s.catalogue.authorities.mattilsynet.id
    const all = await s.as('administrator').send(`${NUMBERS}?${MARCH}`)
    expect(all.body).toContain('Meldinger mottatt av alle myndigheter')
    expect(all.body).toContain('name="myndighet"')
    const one = await s.as('administrator').send(`${NUMBERS}?${MARCH}&myndighet=${mattilsynet}`)
    expect(one.body).toContain('mottatt av Mattilsynet')
    expect(tableRows(one.body)).toContain('mars 2026|0|2|0|2')
  })

  it('downloads the numbers as CSV and as XLSX, as attachments', async () => {
    const csv = await download('csv', s.sessions.mattilsynet)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="meldinger-tall-2026-03-2026-04.csv"',
    )
    const text = await csv.text()
    expect(text).toContain('Måned;Observasjon;Bekymringsmelding;Melding etter meldeplikt;I alt\r\n')
    expect(text).toContain('2026-03;0;2;0;2\r\n')
    expect(text).toContain('Måned;Avsluttet;Mediantid (døgn)\r\n2026-03;1;2\r\n2026-04;0;\r\n')
    expect(text).not.toContain('Kari')
    const xlsx = await download('xlsx', s.sessions.mattilsynet)
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(xlsx.headers.get('content-disposition')).toBe(
      'attachment; filename="meldinger-tall-2026-03-2026-04.xlsx"',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Type',
      'Kategori',
      'Status',
      'Behandlingstid',
    ])
    const kinds = workbook.getWorksheet('Type')!
    expect(kinds.getRow(2).values).toEqual([undefined, '2026-03', 0, 2, 0, 2])
    const closing = workbook.getWorksheet('Behandlingstid')!
    expect(closing.getRow(2).values).toEqual([undefined, '2026-03', 1, 2])
  })

  it('refuses a format it does not write, and sends a visitor without a session to sign in', async () => {
    expect((await download('pdf', s.sessions.mattilsynet)).status).toBe(404)
    const anonymous = await fetch(new URL(`${NUMBERS}/csv`, s.site), { redirect: 'manual' })
    expect(anonymous.status).toBeGreaterThanOrEqual(300)
    expect(anonymous.status).toBeLessThan(400)
    expect(anonymous.headers.get('location')).toContain('/forvaltning/logg-inn')
  })
})
