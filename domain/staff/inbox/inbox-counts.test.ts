import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bekymring } from '../../../db/schema/index.ts'
import {
  copyTestConcern,
  cosmeticsConcern,
  highRiskDuty,
  inboxWorldOfFile,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import { deleteExpiredReports, KEEP_REPORTS_MONTHS } from '../../reports/retention.ts'
import { inboxFilterSchema, listInbox, TEXT_COUNT_LIMIT } from './list-inbox.ts'
import { rerouteReport, setReportStatus } from './work-report.ts'
import { rerouteFormSchema, statusFormSchema } from './work-schemas.ts'

/**
 * The inbox list takes the count of a whole inbox, or of one status or kind, from the counts the
 * database keeps (decision 063). Whatever happens to the entries, the counts stay what counting
 * the entries would say, and the list's totals with them.
 */

const world = inboxWorldOfFile()
const NOW = new Date('2026-11-28T10:00:00Z')
type Who = 'mattilsynet' | 'dsb' | 'administrator'

/** Counts kept that differ from counting the entries, per authority, status and kind. */
async function countsOutOfStep() {
  const { rows } = await world.database.pool.query(
    `select coalesce(e.myndighet_id, a.myndighet_id) as myndighet_id,
       coalesce(e.status, a.status) as status, coalesce(e.melding_type, a.melding_type) as kind,
       coalesce(e.antall, 0) as entries, coalesce(a.antall, 0) as kept
     from (select myndighet_id, status, melding_type, count(*)::int as antall from innboks
           group by 1, 2, 3) e
     full join innboks_antall a using (myndighet_id, status, melding_type)
     where coalesce(e.antall, 0) <> coalesce(a.antall, 0)`,
  )
  return rows
}

/** The list's total beside the entries counted, for the filters the kept counts answer. */
async function totals(who: Who) {
  const member = world.staff[who]
  const authority = member.rolle === 'administrator' ? null : member.myndighetId
  const queries = [{}, { status: 'ny' }, { status: 'avsluttet' }, { type: 'meldeplikt' }]
  return Promise.all(
    queries.map(async (query) => {
      const listed = await listInbox(world.database.db, member, inboxFilterSchema.parse(query))
      const { rows } = await world.database.pool.query(
        `select count(*)::int as n from innboks
         where ($1::int is null or myndighet_id = $1) and ($2::text is null or status = $2)
           and ($3::text is null or melding_type = $3)`,
        [authority, query.status ?? null, query.type ?? null],
      )
      return { query, listed: listed.total, counted: rows[0].n as number }
    }),
  )
}

async function expectInStep() {
  expect(await countsOutOfStep()).toEqual([])
  for (const who of ['mattilsynet', 'dsb', 'administrator'] as const) {
    for (const { query, listed, counted } of await totals(who)) {
      expect(listed, `${who} ${JSON.stringify(query)}`).toBe(counted)
    }
  }
}

describe('the kept counts of every inbox', () => {
  it('follow reports saved, statuses set and re-routings, both ways', async () => {
    const concern = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    await expectInStep()
    expect((await totals('dsb'))[0]!.listed).toBeGreaterThanOrEqual(2)

    const ref = { kind: 'bekymring' as const, id: concern.id }
    await setReportStatus(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      statusFormSchema.parse({ status: 'under-behandling' }),
      NOW,
    )
    await expectInStep()
    const dsb = world.catalogue.authorities.dsb.id
    const mattilsynet = world.catalogue.authorities.mattilsynet.id
    await rerouteReport(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      rerouteFormSchema.parse({ til: dsb, begrunnelse: 'Gjelder brannfare.' }),
      NOW,
    )
    await expectInStep()
    // Back again: the first inbox's closed entry becomes new (an insert that updates).
    await rerouteReport(
      world.database.db,
      world.staff.dsb,
      ref,
      rerouteFormSchema.parse({ til: mattilsynet, begrunnelse: 'Gjelder kosmetikk likevel.' }),
      NOW,
    )
    await expectInStep()
  })

  it('follow many entries changed in one statement, and reports deleted by retention', async () => {
    await world.database.pool.query(`update innboks set status = 'avsluttet'`)
    await expectInStep()
    const { id } = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    await world.database.db
      .update(bekymring)
      .set({ mottatt: sql`now() - interval '3 years'` })
      .where(eq(bekymring.id, id))
    expect(await deleteExpiredReports(world.database.db, KEEP_REPORTS_MONTHS)).toBe(1)
    await expectInStep()
  })
})

describe('a text filter that matches many', () => {
  it(`counts up to ${TEXT_COUNT_LIMIT} and says there are more, and counts fewer exactly`, async () => {
    const { id } = await saveTestConcern(
      world.database.db,
      cosmeticsConcern(world.catalogue, { produkt_navn: 'Såpe Mengde' }),
    )
    // The same message a thousand times more, in Mattilsynet's inbox.
    const mattilsynet = world.catalogue.authorities.mattilsynet.id
    await copyTestConcern(world.database.db, id, TEXT_COUNT_LIMIT, mattilsynet)
    const list = (query: Record<string, string>) =>
      listInbox(world.database.db, world.staff.mattilsynet, inboxFilterSchema.parse(query))

    for (const query of [{ q: 'mengde' }, { produkt: 'SÅPE MENGDE' }] as Record<string, string>[]) {
      const many = await list(query)
      expect(many).toMatchObject({ total: TEXT_COUNT_LIMIT, more: true })
      expect(many.rows).toHaveLength(50)
    }
    const one = await list({ q: (await list({ q: 'mengde' })).rows.at(-1)!.referanse })
    expect(one).toMatchObject({ total: 1, more: false })
    expect(await list({ produkt: 'finnes ikke' })).toMatchObject({ total: 0, more: false })
    await expectInStep()
  })
})
