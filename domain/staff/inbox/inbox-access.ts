import { and, asc, eq } from 'drizzle-orm'
import { innboks, myndighet } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import type { ReportKind } from '../../reports/reference-number.ts'
import { mayWorkReportIn, type Actor } from '../roles.ts'

/** A report as the inbox names it: its kind (its table) and its id there. */
export interface ReportRef {
  kind: ReportKind
  id: number
}

/** This person may not see this report: the page answers 403, and nothing is recorded as seen. */
export class ReportForbiddenError extends Error {
  constructor() {
    super('forbidden')
  }
}

/** No such report (or attachment) in any inbox. */
export class ReportNotFoundError extends Error {
  constructor() {
    super('not found')
  }
}

/**
 * The inbox entries of a report, one per authority it was routed or re-routed to, after checking
 * that this person may work it. Checked before anything of the report is read. An editor is
 * refused whether or not the report exists, so a refusal tells nothing of what is there.
 */
export async function inboxEntriesFor(db: DbOrTransaction, actor: Actor, ref: ReportRef) {
  const entries = await db
    .select({
      myndighetId: innboks.myndighetId,
      kortnavn: myndighet.kortnavn,
      status: innboks.status,
      statusEndret: innboks.statusEndret,
      statusEndretAv: innboks.statusEndretAv,
    })
    .from(innboks)
    .innerJoin(myndighet, eq(myndighet.id, innboks.myndighetId))
    .where(and(eq(innboks.meldingType, ref.kind), eq(innboks.meldingId, ref.id)))
    .orderBy(asc(innboks.id))
  if (
    !mayWorkReportIn(
      actor,
      entries.map((entry) => entry.myndighetId),
    )
  ) {
    throw new ReportForbiddenError()
  }
  if (entries.length === 0) throw new ReportNotFoundError()
  return entries
}

/**
 * The inbox a piece of work is done in: an editor's own authority's; an administrator names one
 * of the report's inboxes (or there is only one).
 */
export function workingInbox(
  actor: Actor,
  entries: ReadonlyArray<{ myndighetId: number }>,
  requested: number | undefined,
): number {
  const wanted = actor.rolle === 'administrator' ? requested : (actor.myndighetId ?? undefined)
  const chosen = wanted ?? (entries.length === 1 ? entries[0]!.myndighetId : undefined)
  if (chosen === undefined || !entries.some((entry) => entry.myndighetId === chosen)) {
    throw new ReportForbiddenError()
  }
  return chosen
}
