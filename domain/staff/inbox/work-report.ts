import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import {
  innboks,
  meldingHendelse,
  myndighet,
  produkt,
  type InboxStatus,
} from '../../../db/schema/index.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { StaffMember } from '../staff-member.ts'
import { inboxEntriesFor, workingInbox, type ReportRef } from './inbox-access.ts'
import type {
  linkProductFormSchema,
  noteFormSchema,
  rerouteFormSchema,
  statusFormSchema,
} from './work-schemas.ts'

/** A piece of work the rules allow but the data does not: shown at the form's field. */
export class ReportWorkRefusedError extends Error {
  readonly field: string
  readonly reason: 'unknownAuthority' | 'sameAuthority' | 'unknownProduct'
  constructor(field: string, reason: ReportWorkRefusedError['reason']) {
    super(reason)
    this.field = field
    this.reason = reason
  }
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Runs one piece of work on a report in one transaction: checks the person may work it and in
 * which inbox, then does it, with its history event and audit entry kept together with it.
 */
async function work<T>(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  requested: number | undefined,
  job: (tx: Transaction, inboxId: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const entries = await inboxEntriesFor(tx, actor, ref)
    return job(tx, workingInbox(actor, entries, requested))
  })
}

const where = (ref: ReportRef, authorityId: number) =>
  and(
    eq(innboks.meldingType, ref.kind),
    eq(innboks.meldingId, ref.id),
    eq(innboks.myndighetId, authorityId),
  )

/** The columns of an inbox entry's status: which, who set it and when. */
const statusSet = (status: InboxStatus, actor: StaffMember, now: Date) => ({
  status,
  statusEndretAv: actor.id,
  statusEndret: now,
})

/**
 * Sets the report's status in one inbox, noting who and when; answers the entry's time of
 * receipt. The one place a status is written, whether by hand or by re-routing.
 */
async function changeStatus(
  tx: Transaction,
  actor: StaffMember,
  ref: ReportRef,
  authorityId: number,
  status: InboxStatus,
  now: Date,
) {
  const [entry] = await tx
    .update(innboks)
    .set(statusSet(status, actor, now))
    .where(where(ref, authorityId))
    .returning({ mottatt: innboks.mottatt })
  return entry!
}

/** Sets the report's status in one authority's inbox, noting who and when. */
export async function setReportStatus(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  form: z.output<typeof statusFormSchema>,
  now: Date,
) {
  await work(db, actor, ref, form.myndighet, async (tx, authorityId) => {
    await changeStatus(tx, actor, ref, authorityId, form.status, now)
    await event(tx, actor, ref, authorityId, now, { hendelse: 'status', status: form.status })
    await audit(tx, actor, ref, 'melding.status', { myndighet: authorityId, status: form.status })
  })
}

/** Adds an internal note, seen by staff of every inbox the report is in, never by the sender. */
export async function addReportNote(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  form: z.output<typeof noteFormSchema>,
  now: Date,
) {
  await work(db, actor, ref, form.myndighet, async (tx, authorityId) => {
    await event(tx, actor, ref, authorityId, now, { hendelse: 'notat', tekst: form.tekst })
    await audit(tx, actor, ref, 'melding.notat', { myndighet: authorityId })
  })
}

/**
 * Sends the report on to another authority's inbox, with a reason. The other authority reads it
 * with its whole history; this inbox's entry is closed, since the work goes on there. The sender
 * is not told (routing is never shown to them).
 */
export async function rerouteReport(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  form: z.output<typeof rerouteFormSchema>,
  now: Date,
) {
  await work(db, actor, ref, form.myndighet, async (tx, authorityId) => {
    if (form.til === authorityId) throw new ReportWorkRefusedError('til', 'sameAuthority')
    const [target] = await tx
      .select({ id: myndighet.id })
      .from(myndighet)
      .where(eq(myndighet.id, form.til))
    if (!target) throw new ReportWorkRefusedError('til', 'unknownAuthority')
    const source = await changeStatus(tx, actor, ref, authorityId, 'avsluttet', now)
    await tx
      .insert(innboks)
      .values({
        meldingType: ref.kind,
        meldingId: ref.id,
        myndighetId: form.til,
        mottatt: source.mottatt,
      })
      .onConflictDoUpdate({
        target: [innboks.meldingType, innboks.meldingId, innboks.myndighetId],
        set: statusSet('ny', actor, now),
      })
    await event(tx, actor, ref, authorityId, now, {
      hendelse: 'omruting',
      tilMyndighetId: form.til,
      tekst: form.begrunnelse,
    })
    await audit(tx, actor, ref, 'melding.omrutet', { myndighet: authorityId, til: form.til })
  })
}

/** Links the report to a listed product; staff see the report on the product's staff page. */
export async function linkReportToProduct(
  db: Db,
  actor: StaffMember,
  ref: ReportRef,
  form: z.output<typeof linkProductFormSchema>,
  now: Date,
) {
  await work(db, actor, ref, form.myndighet, async (tx, authorityId) => {
    const [listed] = await tx
      .select({ id: produkt.id })
      .from(produkt)
      .where(and(eq(produkt.id, form.produkt), isNull(produkt.withdrawnAt)))
    if (!listed) throw new ReportWorkRefusedError('produkt', 'unknownProduct')
    await event(tx, actor, ref, authorityId, now, { hendelse: 'produkt', produktId: listed.id })
    await audit(tx, actor, ref, 'melding.produkt-koblet', { produkt: listed.id })
  })
}

async function event(
  tx: Transaction,
  actor: StaffMember,
  ref: ReportRef,
  authorityId: number,
  now: Date,
  what: Omit<
    typeof meldingHendelse.$inferInsert,
    'meldingType' | 'meldingId' | 'ansattId' | 'myndighetId'
  >,
) {
  await tx.insert(meldingHendelse).values({
    meldingType: ref.kind,
    meldingId: ref.id,
    ansattId: actor.id,
    myndighetId: authorityId,
    tidspunkt: now,
    ...what,
  })
}

const audit = (
  tx: Transaction,
  actor: StaffMember,
  ref: ReportRef,
  handling: string,
  detaljer: Record<string, string | number>,
) =>
  recordAudit(tx, {
    ansattId: actor.id,
    handling,
    objekt: { type: ref.kind, id: ref.id },
    detaljer,
  })
