import { sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { nb } from '../../i18n/nb.ts'
import type { Db } from '../../db/connection.ts'
import { concernSchema } from '../../domain/reports/concern-schema.ts'
import { dutyToReportSchema } from '../../domain/reports/duty-to-report-schema.ts'
import { saveConcern } from '../../domain/reports/save-concern.ts'
import { saveDutyToReport } from '../../domain/reports/save-duty-to-report.ts'
import { createStaff } from '../../domain/staff/create-staff.ts'
import { findActiveStaff } from '../../domain/staff/staff-member.ts'
import { newStaffSchema } from '../../domain/staff/staff-schemas.ts'
import { createReportCatalogue } from './report-fixture.ts'
import { createTestAuthority } from './staff.ts'
import { createTestDatabase } from './test-database.ts'

type Catalogue = Awaited<ReturnType<typeof createReportCatalogue>>

/** A concern message about a cosmetic, which the routing sends to Mattilsynet. */
export function cosmeticsConcern(catalogue: Catalogue, extra: Record<string, unknown> = {}) {
  return concernSchema.parse({
    melder_kompetanse: 'PRIVAT_FORBRUKER',
    melder_navn: 'Kari Nordmann',
    melder_epost: 'kari@example.no',
    produkt_navn: 'Leppepomade Solskinn',
    produkt_kategori: catalogue.categories.cosmetics.id,
    hendelse_beskrivelse: 'Svei på leppene etter bruk.',
    ...extra,
  })
}

/** A duty-to-report message of a business, high risk: to Mattilsynet and DSB. */
export function highRiskDuty(catalogue: Catalogue, extra: Record<string, unknown> = {}) {
  return dutyToReportSchema.parse({
    virksomhet_navn: 'Kremfabrikken AS',
    virksomhet_organisasjonsnummer: '974 760 673',
    kontaktperson_navn: 'Per Hansen',
    kontaktperson_epost: 'per@kremfabrikken.example.no',
    melder_rolle: ['IMPORTER'],
    produkt_navn: 'Hudkrem Glød 50 ml',
    produkt_kategori: catalogue.categories.cosmetics.id,
    produkt_ean: '7038010009457',
    produkt_beskrivelse: 'Hvit krem i blå tube.',
    produkt_solgt_utenfor_norge: 'NEI',
    produsent_navn: 'Glow Ltd',
    produsent_land: 'CN',
    meldeplikt_importoerer: [],
    meldeplikt_forhandlere: [],
    risiko_id: [catalogue.risks.chemical.id],
    risiko_nivaa: 'HIGH',
    tiltak_id: [catalogue.measures.recall.id],
    tiltak_beskrivelse: 'Vi kaller tilbake alle tuber.',
    ...extra,
  })
}

export const saveTestConcern = (db: Db, input: ReturnType<typeof cosmeticsConcern>) =>
  saveConcern(db, input, { texts: nb.reports, filesToFollow: 0 })

export const saveTestDuty = (db: Db, input: ReturnType<typeof highRiskDuty>) =>
  saveDutyToReport(db, input, { texts: nb.reports, filesToFollow: 0 })

/**
 * The concern message `id` saved `times` more, each with its own reference and an entry in one
 * authority's inbox: a large inbox in two statements, where saving each would take minutes.
 */
export async function copyTestConcern(db: Db, id: number, times: number, authorityId: number) {
  await db.execute(sql`
    with copies as (
      insert into bekymring (referanse, mottatt, mottakere, melder_kompetanse, produkt_navn,
        hendelse_skadekonsekvens, hendelse_beskrivelse, hendelse_skadede_personer)
      select b.referanse || '-' || n, b.mottatt, b.mottakere, b.melder_kompetanse,
        b.produkt_navn, b.hendelse_skadekonsekvens, b.hendelse_beskrivelse,
        b.hendelse_skadede_personer
      from bekymring b, generate_series(1, ${times}::int) n where b.id = ${id}
      returning id, mottatt)
    insert into innboks (melding_type, melding_id, myndighet_id, mottatt)
    select 'bekymring', c.id, ${authorityId}, c.mottatt from copies c`)
}

/**
 * The inbox's people: an editor of DSB, of Mattilsynet and of a third authority no report here
 * is routed to, and an administrator. Answers them as the pages see them, signed in.
 */
async function createInboxStaff(db: Db, catalogue: Catalogue) {
  const third = await createTestAuthority(db)
  const member = async (epost: string, navn: string, rolle: string, myndighet?: number) => {
    const id = await createStaff(db, newStaffSchema.parse({ epost, navn, rolle, myndighet }))
    return (await findActiveStaff(db, id))!
  }
  return {
    third,
    dsb: await member('dina@dsb.example.no', 'Dina DSB', 'redaktor', catalogue.authorities.dsb.id),
    mattilsynet: await member(
      'mia@mt.example.no',
      'Mia MT',
      'redaktor',
      catalogue.authorities.mattilsynet.id,
    ),
    outsider: await member('tor@tt.example.no', 'Tor Tredje', 'redaktor', third),
    administrator: await member('ada@example.no', 'Ada Admin', 'administrator'),
  }
}

/** A test file's own migrated database with the report catalogue and the inbox's people. */
export async function createInboxWorld() {
  const database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  const staff = await createInboxStaff(database.db, catalogue)
  return { database, catalogue, staff }
}

export type InboxWorld = Awaited<ReturnType<typeof createInboxWorld>>

/**
 * The inbox world of one test file: made before its tests run and closed after them. Its fields
 * are there once the tests run.
 */
export function inboxWorldOfFile(): InboxWorld {
  const world = {} as InboxWorld
  beforeAll(async () => {
    Object.assign(world, await createInboxWorld())
  })
  afterAll(() => world.database?.close())
  return world
}
