import { and, asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../../db/connection.ts'
import { ansatt, meldingHendelse, myndighet, vedlegg } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import type { ReportMailTexts } from '../../reports/mail-texts.ts'
import { savedReportLines } from '../../reports/saved-report-lines.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { StaffMember } from '../staff-member.ts'
import { inboxEntriesFor, ReportNotFoundError, type ReportRef } from './inbox-access.ts'

/**
 * A report as its detail page shows it: every field under its label, the files, each inbox it
 * is in with its status, and the history of the work on it. Opening it is a view of personal
 * data: written to the audit log in the same transaction, and only once the rules allow it.
 */
export async function openReport(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  texts: ReportMailTexts,
) {
  return db.transaction(async (tx) => {
    const entries = await inboxEntriesFor(tx, actor, ref)
    const report = await savedReportLines(tx, ref.kind, ref.id, texts)
    if (!report) throw new ReportNotFoundError()
    await recordAudit(tx, {
      ansattId: actor.id,
      handling: 'melding.vist',
      objekt: { type: ref.kind, id: ref.id },
    })
    return {
      ...ref,
      referanse: report.referanse,
      mottatt: report.mottatt,
      produktNavn: report.produktNavn,
      lines: report.lines,
      entries: await withNames(tx, entries),
      attachments: await attachmentsOf(tx, ref),
      history: await historyOf(tx, ref),
    }
  })
}

/** The column a report's files name it by; an observation has none. */
export function attachmentOwner(ref: ReportRef) {
  if (ref.kind === 'bekymring') return eq(vedlegg.bekymringId, ref.id)
  if (ref.kind === 'meldeplikt') return eq(vedlegg.meldepliktId, ref.id)
  return undefined
}

async function attachmentsOf(db: DbOrTransaction, ref: ReportRef) {
  const owner = attachmentOwner(ref)
  if (!owner) return []
  return db
    .select({
      id: vedlegg.id,
      filnavn: vedlegg.filnavn,
      innholdstype: vedlegg.innholdstype,
      storrelse: vedlegg.storrelse,
    })
    .from(vedlegg)
    .where(owner)
    .orderBy(asc(vedlegg.id))
}

/** Who set each inbox's status, by name (the entry keeps only the id). */
async function withNames(
  db: DbOrTransaction,
  entries: Awaited<ReturnType<typeof inboxEntriesFor>>,
) {
  const names = await staffNames(
    db,
    entries.flatMap((entry) => (entry.statusEndretAv === null ? [] : [entry.statusEndretAv])),
  )
  return entries.map((entry) => ({
    ...entry,
    statusEndretAvNavn:
      entry.statusEndretAv === null ? null : (names.get(entry.statusEndretAv) ?? null),
  }))
}

async function staffNames(db: DbOrTransaction, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: ansatt.id, navn: ansatt.navn })
    .from(ansatt)
    .where(inArray(ansatt.id, ids))
  return new Map(rows.map((row) => [row.id, row.navn]))
}

const targetAuthority = alias(myndighet, 'til_myndighet')

/** The work on a report, oldest first, with who did it and in which inbox. */
async function historyOf(db: DbOrTransaction, ref: ReportRef) {
  return db
    .select({
      id: meldingHendelse.id,
      tidspunkt: meldingHendelse.tidspunkt,
      hendelse: meldingHendelse.hendelse,
      ansattNavn: ansatt.navn,
      myndighet: myndighet.kortnavn,
      status: meldingHendelse.status,
      tilMyndighet: targetAuthority.kortnavn,
      produktId: meldingHendelse.produktId,
      tekst: meldingHendelse.tekst,
    })
    .from(meldingHendelse)
    .innerJoin(ansatt, eq(ansatt.id, meldingHendelse.ansattId))
    .innerJoin(myndighet, eq(myndighet.id, meldingHendelse.myndighetId))
    .leftJoin(targetAuthority, eq(targetAuthority.id, meldingHendelse.tilMyndighetId))
    .where(and(eq(meldingHendelse.meldingType, ref.kind), eq(meldingHendelse.meldingId, ref.id)))
    .orderBy(asc(meldingHendelse.id))
}
