import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * The staff product list's authority filter (`?myndighet=`), at the HTTP boundary of a real
 * process: an administrator, who sees every authority's products, narrows the list to one
 * authority's products and drafts and sees no other's.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt)
  console.warn('!! staff-products-authority-filter.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite

beforeAll(async () => {
  if (pagesBuilt) s = await startStaffProductsSite()
}, 120_000)

afterAll(() => s?.close())

/** The rows of the staff list: each one's name and the authority it belongs to. */
function listRows(html: string) {
  const body = /<tbody[^>]*>(.*?)<\/tbody>/s.exec(html)?.[1] ?? ''
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, row]) => {
    const cells = [...row!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => cell!)
    return {
      navn: /<a[^>]*>(.*?)<\/a>/s.exec(cells[1] ?? '')?.[1] ?? '',
      myndighet: (cells[3] ?? '').replace(/<[^>]+>/g, '').trim(),
    }
  })
}

/** The option the list's authority filter shows as chosen. */
const chosenAuthority = (html: string) =>
  /<select[^>]*name="myndighet".*?<\/select>/s
    .exec(html)?.[0]
    .match(/<option[^>]*selected[^>]*>([^<]*)</)?.[1]

describe.skipIf(!pagesBuilt)("the staff list's authority filter", () => {
  it("keeps the chosen authority's products and drafts, and leaves the others' out", async () => {
    const { dsb, mattilsynet } = s.catalogue.authorities
    await s.publish('Kaffetrakter Filterfeil')
    const published = await s
      .as('mattilsynet')
      .send('/forvaltning/produkter/ny', [
        ...s.dsbProduct('Kaffefløte Filterprøve', { myndighet: String(mattilsynet.id) }),
        ['handling', 'publiser'],
      ])
    expect(published.status).toBe(302)
    const draft = await s.as('dsb').send('/forvaltning/produkter/ny', [
      ['navn', 'Kaffekvern Filterutkast'],
      ['myndighet', String(dsb.id)],
      ['handling', 'utkast'],
    ])
    expect(draft.status).toBe(302)
    const admin = s.as('administrator')

    const all = listRows((await admin.send('/forvaltning/produkter?q=Filter')).body)
    expect(all.map((row) => row.navn).sort()).toEqual([
      'Kaffefløte Filterprøve',
      'Kaffekvern Filterutkast',
      'Kaffetrakter Filterfeil',
    ])

    const theirs = await admin.send(`/forvaltning/produkter?myndighet=${mattilsynet.id}`)
    expect(theirs.status).toBe(200)
    const rows = listRows(theirs.body)
    expect(rows.map((row) => row.navn)).toContain('Kaffefløte Filterprøve')
    // The fixture's own products of Mattilsynet's are in it too; nothing of DSB's is.
    expect(rows.map((row) => row.navn)).toContain('Hudkrem Glød')
    expect(new Set(rows.map((row) => row.myndighet))).toEqual(new Set(['Mattilsynet']))
    expect(chosenAuthority(theirs.body)).toBe('Mattilsynet')

    const dsbRows = listRows(
      (await admin.send(`/forvaltning/produkter?myndighet=${dsb.id}&q=Filter`)).body,
    )
    expect(dsbRows.map((row) => row.navn).sort()).toEqual([
      'Kaffekvern Filterutkast',
      'Kaffetrakter Filterfeil',
    ])
    expect(new Set(dsbRows.map((row) => row.myndighet))).toEqual(new Set(['DSB']))
  })
})
