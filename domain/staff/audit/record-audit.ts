import { revisjonslogg } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'

/**
 * One line of the audit log. Ids only: the reader looks names up, and an entry about a report
 * says which report, never what it said. Actions in use (the log page names them,
 * i18n/staff.nb.ts `audit.actions`; an action it does not know is shown as written):
 * `innlogging`, `utlogging`, `ansatt.opprettet`, `ansatt.endret`, `ansatt.deaktivert`,
 * `produkt.utkast`, `produkt.publisert`, `produkt.endret`, `produkt.trukket-tilbake`,
 * `produkt.importert` (a whole import, besides each draft's own entry),
 * `ruting.lagt-til`, `ruting.endret`, `ruting.slettet`, `myndighet.levering`.
 */
export interface AuditEntry {
  /** Who acted: the signed-in member of staff, or null when no one was (a job). */
  ansattId: number | null
  /** What was done, lower-case words joined by dots: `produkt.publisert`, `melding.vist`. */
  handling: string
  /** What it was done to, if anything: `{ type: 'produkt', id: 42 }`. */
  objekt?: { type: string; id: string | number }
  /**
   * Facts that need no personal data to be useful: `{ metode: 'oidc' }`,
   * `{ felt: ['rolle', 'myndighet'] }`. Never names, addresses or free text a person wrote.
   */
  detaljer?: Record<string, string | number | boolean | readonly string[]>
  /** When; the database's clock if left out. */
  tidspunkt?: Date
}

const ACTION = /^[a-z][a-z-]*(\.[a-z][a-z-]*)*$/

/**
 * Appends an entry to the audit log. Call it with the transaction that does what it records
 * (`db.transaction(async (tx) => { …; await recordAudit(tx, { … }) })`), so the action and its
 * entry are kept together or not at all.
 */
export async function recordAudit(db: DbOrTransaction, entry: AuditEntry): Promise<void> {
  if (!ACTION.test(entry.handling)) throw new RangeError(`not an audit action: ${entry.handling}`)
  await db.insert(revisjonslogg).values({
    ansattId: entry.ansattId,
    handling: entry.handling,
    objektType: entry.objekt?.type ?? null,
    objektId: entry.objekt === undefined ? null : String(entry.objekt.id),
    detaljer: entry.detaljer ?? null,
    ...(entry.tidspunkt ? { tidspunkt: entry.tidspunkt } : {}),
  })
}
