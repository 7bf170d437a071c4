import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { bekymring, innboks, meldeplikt } from '../../../db/schema/index.ts'
import {
  cosmeticsConcern,
  createInboxWorld,
  highRiskDuty,
  type InboxWorld,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import type { ReportKind } from '../../reports/reference-number.ts'
import type { InboxStatus } from '../../../db/schema/inbox.ts'
import { inboxNumbers, numbersFilterSchema } from './inbox-numbers.ts'
import { setReportStatus } from './work-report.ts'

let database: Database
let world: InboxWorld

/** Received then, and worked by the authority's editor at these moments. */
async function received(
  kind: ReportKind,
  id: number,
  at: string,
  work: Array<[keyof InboxWorld['staff'], InboxStatus, string]> = [],
) {
  const table = kind === 'bekymring' ? bekymring : meldeplikt
  await database.db
    .update(table)
    .set({ mottatt: new Date(at) })
    .where(eq(table.id, id))
  await database.db
    .update(innboks)
    .set({ mottatt: new Date(at) })
    .where(and(eq(innboks.meldingType, kind), eq(innboks.meldingId, id)))
  for (const [who, status, when] of work) {
    const actor = world.staff[who] as never
    await setReportStatus(database.db, actor, { kind, id }, { status }, new Date(when))
  }
}

beforeAll(async () => {
  world = await createInboxWorld()
  database = world.database
  const { catalogue } = world
  const concern = async () => (await saveTestConcern(database.db, cosmeticsConcern(catalogue))).id
  // Mattilsynet: two concerns in March closed after one and two days, one closed in April that
  // came in February, a duty-to-report (also DSB's) just after midnight on 1 May in Oslo (still
  // 30 April in UTC), in progress, and a concern in May closed in June.
  await received('bekymring', await concern(), '2026-03-10T10:00:00Z', [
    ['mattilsynet', 'under-behandling', '2026-03-10T12:00:00Z'],
    ['mattilsynet', 'avsluttet', '2026-03-11T10:00:00Z'],
  ])
  await received('bekymring', await concern(), '2026-03-20T10:00:00Z', [
    ['mattilsynet', 'avsluttet', '2026-03-22T10:00:00Z'],
  ])
  await received('bekymring', await concern(), '2026-02-27T10:00:00Z', [
    ['mattilsynet', 'avsluttet', '2026-04-03T10:00:00Z'],
  ])
  const duty = await saveTestDuty(database.db, highRiskDuty(catalogue))
  await received('meldeplikt', duty.id, '2026-04-30T22:30:00Z', [
    ['mattilsynet', 'under-behandling', '2026-05-02T08:00:00Z'],
  ])
  await received('bekymring', await concern(), '2026-05-10T10:00:00Z', [
    ['mattilsynet', 'avsluttet', '2026-06-01T10:00:00Z'],
  ])
  // DSB: a concern about a cot (a third-level category under children's products) in April.
  const cot = await saveTestConcern(
    database.db,
    cosmeticsConcern(catalogue, { produkt_kategori: catalogue.categories.cots.id }),
  )
  await received('bekymring', cot.id, '2026-04-15T10:00:00Z')
}, 120_000)

afterAll(() => database?.close())

const SPRING = { fra: '2026-03', til: '2026-05' }

const numbersFor = (who: keyof InboxWorld['staff'], query: Record<string, string> = SPRING) =>
  inboxNumbers(
    database.db,
    world.staff[who] as never,
    numbersFilterSchema.parse(query),
    new Date('2026-11-27T10:00:00Z'),
  )

/** A table as month: counts, for comparing whole tables at once. */
const byMonth = (table: { rows: Array<{ month: string; counts: number[] }> }) =>
  Object.fromEntries(table.rows.map((row) => [row.month, row.counts]))

describe("an authority's numbers", () => {
  it('counts the reports received per Oslo month by kind, category and status', async () => {
    const numbers = await numbersFor('mattilsynet')
    expect(numbers.authority?.navn).toBe('Mattilsynet')
    expect(numbers.period.months).toEqual(['2026-03', '2026-04', '2026-05'])
    expect(numbers.kinds.columns).toEqual([
      'Observasjon',
      'Bekymringsmelding',
      'Melding etter meldeplikt',
    ])
    expect(byMonth(numbers.kinds)).toEqual({
      '2026-03': [0, 2, 0],
      '2026-04': [0, 0, 0],
      '2026-05': [0, 1, 1],
    })
    expect(numbers.kinds.rows.map((row) => row.total)).toEqual([2, 0, 2])
    expect(numbers.categories.columns).toEqual(['Kosmetikk'])
    expect(byMonth(numbers.categories)).toEqual({
      '2026-03': [2],
      '2026-04': [0],
      '2026-05': [2],
    })
    expect(numbers.statuses.columns).toEqual(['Ny', 'Under behandling', 'Avsluttet'])
    expect(byMonth(numbers.statuses)).toEqual({
      '2026-03': [0, 0, 2],
      '2026-04': [0, 0, 0],
      '2026-05': [0, 1, 1],
    })
  })

  it('gives per month the reports closed in it and the median days from received to closed', async () => {
    const numbers = await numbersFor('mattilsynet')
    expect(numbers.closing).toEqual([
      { month: '2026-03', closed: 2, medianDays: 1.5 },
      { month: '2026-04', closed: 1, medianDays: 35 },
      { month: '2026-05', closed: 0, medianDays: null },
    ])
  })

  it("counts a report by its top-level category, and its status in this authority's inbox", async () => {
    const numbers = await numbersFor('dsb')
    expect(numbers.categories.columns).toEqual(['Barneprodukter', 'Kosmetikk'])
    expect(byMonth(numbers.categories)).toEqual({
      '2026-03': [0, 0],
      '2026-04': [1, 0],
      '2026-05': [0, 1],
    })
    // The duty-to-report is in progress at Mattilsynet, but still new at DSB.
    expect(byMonth(numbers.statuses)['2026-05']).toEqual([1, 0, 0])
    expect(numbers.closing.every((row) => row.closed === 0)).toBe(true)
  })

  it("shows an editor no other authority's numbers, even when asked for them", async () => {
    const { mattilsynet } = world.catalogue.authorities
    const asked = await numbersFor('outsider', { ...SPRING, myndighet: String(mattilsynet.id) })
    expect(asked.authority?.id).toBe(world.staff.third)
    expect(asked.kinds.rows.map((row) => row.total)).toEqual([0, 0, 0])
    expect(asked.closing.map((row) => row.closed)).toEqual([0, 0, 0])
    const dsb = await numbersFor('dsb', { ...SPRING, myndighet: String(mattilsynet.id) })
    expect(dsb.authority?.navn).toBe('Direktoratet for samfunnssikkerhet og beredskap')
  })

  it("shows an administrator every inbox together, or one authority's", async () => {
    const all = await numbersFor('administrator')
    expect(all.authority).toBeNull()
    // The duty-to-report is in both inboxes and counts in both.
    expect(all.kinds.rows.map((row) => row.total)).toEqual([2, 1, 3])
    const { mattilsynet } = world.catalogue.authorities
    const one = await numbersFor('administrator', { ...SPRING, myndighet: String(mattilsynet.id) })
    expect(one).toEqual(await numbersFor('mattilsynet'))
  })

  it('takes the last twelve months by default, and a period in either order', async () => {
    const latest = await numbersFor('mattilsynet', {})
    expect(latest.period.from).toBe('2025-12')
    expect(latest.period.to).toBe('2026-11')
    expect(latest.period.months).toHaveLength(12)
    expect(latest.kinds.rows.reduce((sum, row) => sum + row.total, 0)).toBe(5)
    const reversed = await numbersFor('mattilsynet', { fra: '2026-05', til: '2026-03' })
    expect(reversed.period.months).toEqual(['2026-03', '2026-04', '2026-05'])
    const odd = await numbersFor('mattilsynet', { fra: '2026-13', til: 'mai' })
    expect(odd.period.months).toHaveLength(12)
    const long = await numbersFor('mattilsynet', { fra: '1990-01', til: '2026-05' })
    expect(long.period.months).toHaveLength(120)
    expect(long.period.from).toBe('2016-06')
  })
})
