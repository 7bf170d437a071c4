import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import type { Database } from '../connection.ts'
import { seedDemoData } from './index.ts'
import { svgProblems } from './svg-check.ts'

const tables = [
  'myndighet',
  'kategori',
  'risiko',
  'tiltak',
  'land',
  'produkt',
  'produkt_bilde',
  'produkt_fare',
  'produkt_tiltak',
  'produkt_dokument',
  'ruting_regel',
  'ruting_mottaker',
  'ansatt',
]

let seeded: Database
let other: Database
let failedSeed: { error: unknown; rowsLeft: number }
let concurrentResults: boolean[]

async function rows<T = Record<string, unknown>>(database: Database, sql: string): Promise<T[]> {
  return (await database.pool.query(sql)).rows as T[]
}

async function counts(database: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = await rows<{ n: number }>(database, `select count(*)::int as n from ${table}`)
      return [table, row?.n ?? 0] as const
    }),
  )
  return Object.fromEntries(entries)
}

// The second database first sees a seed fail half way (a country already there), which must
// leave nothing behind; then two processes seed it at once, and only one of them may.
async function failThenSeedTwice(database: Database) {
  await database.pool.query(`insert into land (alpha2, navn) values ('SE', 'Sverige')`)
  const error = await seedDemoData(database.db).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  const left = await counts(database)
  await database.pool.query(`delete from land`)
  failedSeed = { error, rowsLeft: Object.values(left).reduce((sum, n) => sum + n, 0) - 1 }
  concurrentResults = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)])
}

beforeAll(async () => {
  ;[seeded, other] = await Promise.all([createTestDatabase(), createTestDatabase()])
  const [result] = await Promise.all([seedDemoData(seeded.db), failThenSeedTwice(other)])
  expect(result).toBe(true)
  // Three seeds of the whole catalogue; a loaded two-core machine takes minutes over them.
}, 240_000)

afterAll(async () => {
  await Promise.all([seeded?.close(), other?.close()])
})

describe('seedDemoData', () => {
  it('seeds at least the agreed amounts', async () => {
    const n = await counts(seeded)
    expect(n.myndighet).toBe(9)
    expect(n.kategori).toBeGreaterThanOrEqual(60)
    expect(n.risiko).toBeGreaterThanOrEqual(12)
    expect(n.tiltak).toBeGreaterThanOrEqual(8)
    expect(n.land).toBe(249)
    expect(n.produkt).toBeGreaterThanOrEqual(300)
    expect(n.produkt_dokument).toBeGreaterThanOrEqual(1)
    expect(n.ruting_regel).toBeGreaterThanOrEqual(10)
  })

  it('seeds one administrator, and one editor of each authority, on example.no', async () => {
    const staff = await rows<{ epost: string; rolle: string; myndighet: string | null }>(
      seeded,
      'select epost, rolle, m.kortnavn as myndighet from ansatt left join myndighet m on m.id = myndighet_id order by ansatt.id',
    )
    expect(staff[0]).toEqual({
      epost: 'administrator@forvaltning.example.no',
      rolle: 'administrator',
      myndighet: null,
    })
    const editors = staff.slice(1)
    expect(editors.map((editor) => editor.myndighet).sort()).toEqual(
      (await rows<{ kortnavn: string }>(seeded, 'select kortnavn from myndighet'))
        .map((row) => row.kortnavn)
        .sort(),
    )
    for (const editor of editors) {
      expect(editor).toMatchObject({
        rolle: 'redaktor',
        epost: expect.stringMatching(/^redaktor\.[a-z-]+@forvaltning\.example\.no$/),
      })
    }
  })

  it('does nothing and answers false when the database already has data', async () => {
    const before = await counts(seeded)
    expect(await seedDemoData(seeded.db)).toBe(false)
    expect(await counts(seeded)).toEqual(before)
  })

  it('leaves nothing behind when it fails half way', () => {
    expect(failedSeed.error).toBeInstanceOf(Error)
    expect(failedSeed.rowsLeft).toBe(0)
  })

  it('seeds only once when two processes start on the same empty database', () => {
    expect([...concurrentResults].sort()).toEqual([false, true])
  })

  it('gives the same products in the same order on every fresh database', async () => {
    const query = 'select navn, kjennetegn, ean_nr from produkt order by id'
    const [first, second] = await Promise.all([rows(seeded, query), rows(other, query)])
    expect(second).toEqual(first)
    expect(new Set(first.map((row) => row.navn)).size).toBe(first.length)
  })
})

describe('authorities', () => {
  it('has DSB as the one default recipient and every inbox under example.no', async () => {
    const authorities = await rows<{
      kortnavn: string
      nettside: string
      innmelding_epost: string
      standard_mottaker: boolean
    }>(seeded, 'select * from myndighet')
    expect(authorities.filter((a) => a.standard_mottaker).map((a) => a.kortnavn)).toEqual(['DSB'])
    for (const authority of authorities) {
      expect(authority.nettside).toMatch(/^https:\/\/www\.[a-z]+\.no$/)
      expect(authority.innmelding_epost).toMatch(/^innmelding@[a-z]+\.example\.no$/)
    }
  })

  it('uses no e-mail address outside example.no anywhere in the data', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      seeded,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type = 'text'`,
    )
    const texts = await Promise.all(
      columns.map(async ({ table_name, column_name }) =>
        (
          await rows<{ t: string | null }>(
            seeded,
            `select "${column_name}" as t from "${table_name}"`,
          )
        ).map((row) => row.t ?? ''),
      ),
    )
    const documents = await rows<{ data: Buffer }>(seeded, 'select data from produkt_dokument')
    const all = [...texts.flat(), ...documents.map((d) => d.data.toString('utf8'))].join('\n')
    const addresses = all.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []
    expect(addresses.length).toBeGreaterThan(9)
    expect(addresses.filter((address) => !address.endsWith('.example.no'))).toEqual([])
  })
})

describe('categories', () => {
  type Row = { id: number; navn: string; nivaa: number; parent_id: number | null }

  it('form a tree of three levels with children one level below their parents', async () => {
    const categories = await rows<Row>(seeded, 'select id, navn, nivaa, parent_id from kategori')
    const byId = new Map(categories.map((category) => [category.id, category]))
    expect(categories.filter((c) => c.nivaa === 1).length).toBeGreaterThanOrEqual(8)
    expect(new Set(categories.map((c) => c.nivaa))).toEqual(new Set([1, 2, 3]))
    for (const category of categories) {
      if (category.nivaa === 1) expect(category.parent_id).toBeNull()
      else expect(byId.get(category.parent_id as number)?.nivaa).toBe(category.nivaa - 1)
    }
    const parents = new Set(categories.map((c) => c.parent_id))
    const childless = categories.filter((c) => c.nivaa < 3 && !parents.has(c.id))
    expect(childless.map((c) => c.navn)).toEqual([])
  })

  it('give every level-1 category two self-contained SVG pictograms, and no other', async () => {
    const categories = await rows<{
      nivaa: number
      piktogram: string | null
      piktogram_aktiv: string | null
    }>(seeded, 'select nivaa, piktogram, piktogram_aktiv from kategori')
    for (const { nivaa, piktogram, piktogram_aktiv } of categories) {
      if (nivaa !== 1) {
        expect([piktogram, piktogram_aktiv]).toEqual([null, null])
        continue
      }
      for (const svg of [piktogram, piktogram_aktiv]) {
        expect(svg).toContain('viewBox="0 0 120 120"')
        expect(svgProblems(svg ?? '')).toEqual([])
      }
      expect(piktogram_aktiv).not.toBe(piktogram)
    }
  })
})

describe('reference lists', () => {
  it('name every country in Norwegian', async () => {
    const countries = await rows<{ alpha2: string; navn: string }>(seeded, 'select * from land')
    const names = new Map(countries.map((country) => [country.alpha2, country.navn]))
    expect(names.size).toBe(249)
    expect(names.get('SE')).toBe('Sverige')
    expect(names.get('DE')).toBe('Tyskland')
    expect(names.get('NO')).toBe('Norge')
    expect(countries.filter((country) => country.navn === country.alpha2)).toEqual([])
  })

  it('route reports by sensible rules, each with recipients and a description', async () => {
    const rules = await rows<{
      kategori: string | null
      risiko: string | null
      nivaa: string | null
      mottakere: string[]
      beskrivelse: string
    }>(
      seeded,
      `select k.navn as kategori, r.navn as risiko, rr.risiko_nivaa as nivaa, rr.beskrivelse,
         array(select m.kortnavn from ruting_mottaker rm join myndighet m on m.id = rm.myndighet_id
               where rm.regel_id = rr.id order by m.kortnavn) as mottakere
       from ruting_regel rr left join kategori k on k.id = rr.kategori_id
       left join risiko r on r.id = rr.risiko_id`,
    )
    for (const rule of rules) {
      expect(rule.mottakere.length).toBeGreaterThan(0)
      expect(rule.beskrivelse.length).toBeGreaterThan(10)
    }
    const find = (kategori: string, risiko: string | null = null) =>
      rules.find((rule) => rule.kategori === kategori && rule.risiko === risiko)?.mottakere
    expect(find('Kosmetikk og personlig pleie')).toEqual(['Mattilsynet'])
    expect(find('Leker', 'Kjemisk')).toEqual(['Miljødirektoratet'])
    expect(find('Radio og telekom')).toEqual(['Nkom'])
    expect(find('Lys og laser')).toEqual(['DSA'])
    expect(find('Båt og sjø')).toEqual(['Sdir'])
    expect(rules.some((rule) => rule.nivaa === 'HIGH')).toBe(true)
  })
})
