import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { meldeplikt, type Virksomhet } from '../../../db/schema/index.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { saveDraftIn } from '../products/drafts.ts'
import { productDraftSchema } from '../products/product-schema.ts'
import type { StaffMember } from '../staff-member.ts'
import { inboxEntriesFor, ReportNotFoundError, workingInbox } from './inbox-access.ts'

const names = (companies: readonly Virksomhet[]) =>
  companies.map((company) => company.navn).join(', ') || null

/**
 * "Lag produkt fra meldingen": a new product draft of the inbox's authority, filled from a
 * duty-to-report message's fields (name, description, producer, importers, dealers, EAN, batch,
 * the hazards as its risks in its category, the measures). The rest staff write themselves.
 * The draft and its audit entry are written in one transaction: both or neither.
 */
export async function draftFromReport(
  db: Db,
  actor: StaffMember,
  reportId: number,
  requested: number | undefined,
  now: Date,
): Promise<number> {
  const ref = { kind: 'meldeplikt', id: reportId } as const
  return db.transaction(async (tx) => {
    const authorityId = workingInbox(actor, await inboxEntriesFor(tx, actor, ref), requested)
    const [report] = await tx.select().from(meldeplikt).where(eq(meldeplikt.id, reportId))
    if (!report) throw new ReportNotFoundError()
    const { utkastId } = await saveDraftIn(
      tx,
      { actor, now },
      { fields: draftFields(report, authorityId) },
    )
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: 'melding.produktutkast',
      objekt: { type: ref.kind, id: ref.id },
      detaljer: { utkast: utkastId },
    })
    return utkastId
  })
}

/**
 * The draft's fields from the report's, for the inbox's authority. A value the product form
 * would refuse is left out rather than failing the whole draft.
 */
function draftFields(report: typeof meldeplikt.$inferSelect, authorityId: number) {
  const fields: Record<string, unknown> = {
    navn: report.produktNavn,
    beskrivelse: report.produktBeskrivelse,
    hvorforFarlig: report.sannsynlighetKonsekvens,
    produsent: report.produsentNavn,
    importoer: names(report.importoerer),
    distributoer: names(report.forhandlere),
    eanNr: report.produktEan,
    batchSerieNr: report.produktSerienummer,
    myndighet: authorityId,
    tiltak: report.tiltakIder,
    fareList: report.risikoIder.map((risikoId) => ({
      risikoId,
      produktKategoriId: report.produktKategoriId,
    })),
  }
  let parsed = productDraftSchema.safeParse(fields)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete fields[String(issue.path[0])]
    parsed = productDraftSchema.safeParse(fields)
  }
  if (!parsed.success) throw parsed.error
  return parsed.data
}
