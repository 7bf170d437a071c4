import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bekymring, innboks, revisjonslogg } from '../../../db/schema/index.ts'
import { nb } from '../../../i18n/nb.ts'
import {
  cosmeticsConcern,
  highRiskDuty,
  inboxWorldOfFile,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import type { ReportKind } from '../../reports/reference-number.ts'
import { ReportForbiddenError } from './inbox-access.ts'
import { inboxFilterSchema, listInbox } from './list-inbox.ts'
import { openReport } from './open-report.ts'
import { addReportNote, rerouteReport, setReportStatus } from './work-report.ts'

const world = inboxWorldOfFile()
const NOW = new Date('2026-11-27T10:00:00Z')

const inboxesOf = async (kind: ReportKind, id: number) =>
  (
    await world.database.db
      .select({ myndighetId: innboks.myndighetId, status: innboks.status })
      .from(innboks)
      .where(and(eq(innboks.meldingType, kind), eq(innboks.meldingId, id)))
      .orderBy(innboks.myndighetId)
  ).map((entry) => [entry.myndighetId, entry.status])

const list = (who: keyof typeof world.staff, query: Record<string, string> = {}) =>
  listInbox(world.database.db, world.staff[who] as never, inboxFilterSchema.parse(query))

const viewsOf = async (kind: string, id: number) =>
  world.database.db.$count(
    revisjonslogg,
    and(
      eq(revisjonslogg.handling, 'melding.vist'),
      eq(revisjonslogg.objektType, kind),
      eq(revisjonslogg.objektId, String(id)),
    ),
  )

describe('the inbox entries of a saved report', () => {
  it('puts a report in the inbox of every authority it was routed to, as new', async () => {
    const { dsb, mattilsynet } = world.catalogue.authorities
    const concern = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    expect(await inboxesOf('bekymring', concern.id)).toEqual([[mattilsynet.id, 'ny']])
    const duty = await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    expect(await inboxesOf('meldeplikt', duty.id)).toEqual(
      [
        [dsb.id, 'ny'],
        [mattilsynet.id, 'ny'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
  })

  it("gives the reports saved before the inbox came an entry in each routed authority's inbox", async () => {
    const { dsb, mattilsynet } = world.catalogue.authorities
    const [old] = await world.database.db
      .insert(bekymring)
      .values({
        referanse: 'FP-BEK-2024-BACKFI',
        mottakere: [dsb.id, mattilsynet.id],
        melderKompetanse: 'PRIVAT_FORBRUKER',
        produktNavn: 'Gammel krem',
        hendelseBeskrivelse: 'Utslett',
        hendelseSkadekonsekvens: [],
        hendelseSkadedePersoner: [],
      })
      .returning({ id: bekymring.id })
    const migration = readFileSync('db/migrations/0025_report_inbox.sql', 'utf8')
    const backfill = migration.split('--> statement-breakpoint').at(-1)!
    await world.database.db.execute(sql.raw(backfill))
    await world.database.db.execute(sql.raw(backfill))
    expect(await inboxesOf('bekymring', old!.id)).toEqual(
      [
        [dsb.id, 'ny'],
        [mattilsynet.id, 'ny'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
  })
})

describe('the list', () => {
  it("shows an editor their own authority's reports only, newest first", async () => {
    const mine = await list('mattilsynet')
    expect(mine.rows.length).toBeGreaterThanOrEqual(3)
    expect(
      mine.rows.every((row) => row.myndighetId === world.catalogue.authorities.mattilsynet.id),
    ).toBe(true)
    const received = mine.rows.map((row) => row.mottatt.getTime())
    expect(received).toEqual([...received].sort((a, b) => b - a))
    expect((await list('outsider')).total).toBe(0)
    // An editor cannot look in another authority's inbox by asking for it.
    expect(
      (await list('outsider', { myndighet: String(world.catalogue.authorities.mattilsynet.id) }))
        .total,
    ).toBe(0)
  })

  it('shows an administrator every inbox, or one', async () => {
    const all = await list('administrator')
    const dsbOnly = await list('administrator', {
      myndighet: String(world.catalogue.authorities.dsb.id),
    })
    expect(all.total).toBeGreaterThan(dsbOnly.total)
    expect(dsbOnly.rows.map((row) => row.myndighet)).toEqual(dsbOnly.rows.map(() => 'DSB'))
  })

  it('filters by kind, risk level, category, product, free text and received dates', async () => {
    const names = async (query: Record<string, string>) =>
      (await list('mattilsynet', query)).rows.map((row) => row.produktNavn)
    expect(await names({ type: 'meldeplikt' })).toEqual(['Hudkrem Glød 50 ml'])
    expect(await names({ nivaa: 'HIGH' })).toEqual(['Hudkrem Glød 50 ml'])
    expect(await names({ nivaa: 'LOW' })).toEqual([])
    expect(await names({ produkt: 'leppepomade' })).toEqual(['Leppepomade Solskinn'])
    expect(await names({ q: 'kremfabrikken' })).toEqual(['Hudkrem Glød 50 ml'])
    expect(await names({ q: '100%_' })).toEqual([])
    expect(
      (await names({ kategori: String(world.catalogue.categories.cosmetics.id) })).length,
    ).toBe(2)
    expect(await names({ kategori: String(world.catalogue.categories.toys.id) })).toEqual([])
    expect(await names({ fra: '2099-01-01' })).toEqual([])
    expect((await names({ til: '2099-01-01', type: 'bekymring' })).length).toBe(2)
  })

  it('answers the same rows and count through the free-text index as without it', async () => {
    // Every reference starts with FP-: this filter keeps every report, but reads the trigram index.
    for (const who of ['mattilsynet', 'administrator'] as const) {
      const queries: Record<string, string>[] = [
        {},
        { status: 'ny' },
        { type: 'bekymring' },
        { side: '2' },
      ]
      for (const query of queries) {
        const entriesOnly = await list(who, query)
        const throughReports = await list(who, { ...query, q: 'FP-' })
        expect(entriesOnly).toEqual(throughReports)
      }
    }
    expect((await list('administrator')).rows.length).toBeGreaterThanOrEqual(4)
  })
})

describe('opening and working a report', () => {
  it('shows every field under its label, and writes the view to the audit log', async () => {
    const { id } = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    const report = await openReport(
      world.database.db,
      world.staff.mattilsynet,
      { kind: 'bekymring', id },
      nb.reports,
    )
    const line = (field: string) => report.lines.find(([name]) => name === field)?.[1]
    expect(line('melder_navn')).toBe('Kari Nordmann')
    expect(line('melder_kompetanse')).toEqual(['Privatperson'])
    expect(line('produkt_kategori')).toBe(world.catalogue.categories.cosmetics.navn)
    expect(await viewsOf('bekymring', id)).toBe(1)
  })

  it('refuses an editor of another authority, and records no view', async () => {
    const { id } = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    await expect(
      openReport(world.database.db, world.staff.outsider, { kind: 'bekymring', id }, nb.reports),
    ).rejects.toThrow(ReportForbiddenError)
    await expect(
      setReportStatus(
        world.database.db,
        world.staff.dsb,
        { kind: 'bekymring', id },
        { status: 'avsluttet' },
        NOW,
      ),
    ).rejects.toThrow(ReportForbiddenError)
    expect(await viewsOf('bekymring', id)).toBe(0)
    expect(await inboxesOf('bekymring', id)).toEqual([
      [world.catalogue.authorities.mattilsynet.id, 'ny'],
    ])
  })

  it('sets a status, notes, and re-routes with the history going along', async () => {
    const ref = {
      kind: 'bekymring' as const,
      id: (await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))).id,
    }
    const { dsb, mattilsynet } = world.catalogue.authorities
    await setReportStatus(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      { status: 'under-behandling' },
      NOW,
    )
    await addReportNote(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      { tekst: 'Ringte melderen.' },
      NOW,
    )
    await rerouteReport(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      { til: dsb.id, begrunnelse: 'Gjelder elektrisk utstyr.' },
      NOW,
    )
    expect(await inboxesOf('bekymring', ref.id)).toEqual(
      [
        [dsb.id, 'ny'],
        [mattilsynet.id, 'avsluttet'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
    const seenByDsb = await openReport(world.database.db, world.staff.dsb, ref, nb.reports)
    expect(
      seenByDsb.history.map((event) => [event.hendelse, event.myndighet, event.tekst]),
    ).toEqual([
      ['status', 'Mattilsynet', null],
      ['notat', 'Mattilsynet', 'Ringte melderen.'],
      ['omruting', 'Mattilsynet', 'Gjelder elektrisk utstyr.'],
    ])
    expect(seenByDsb.history[2]!.tilMyndighet).toBe('DSB')
    await setReportStatus(world.database.db, world.staff.dsb, ref, { status: 'avsluttet' }, NOW)
    const entry = (
      await openReport(world.database.db, world.staff.dsb, ref, nb.reports)
    ).entries.find((each) => each.myndighetId === dsb.id)
    expect([entry?.status, entry?.statusEndretAvNavn]).toEqual(['avsluttet', 'Dina DSB'])
    // The audit log says what was done to which report, never the note or the reason.
    const logged = await world.database.db
      .select({ handling: revisjonslogg.handling, detaljer: revisjonslogg.detaljer })
      .from(revisjonslogg)
      .where(eq(revisjonslogg.objektId, String(ref.id)))
    expect(logged.map((entry) => entry.handling)).toContain('melding.omrutet')
    expect(JSON.stringify(logged)).not.toMatch(/Ringte|elektrisk/)
  })
})
