import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import {
  bekymring,
  innboks,
  meldeplikt,
  meldingHendelse,
  observasjon,
} from '../../db/schema/index.ts'
import { recordAudit } from '../staff/audit/record-audit.ts'
import type { ReportKind } from './reference-number.ts'

const REPORT_TABLES = [
  ['observasjon', observasjon],
  ['bekymring', bekymring],
  ['meldeplikt', meldeplikt],
] as const satisfies ReadonlyArray<readonly [ReportKind, unknown]>

/** domain.md: personal data in reports is deleted 24 months after receipt (REPORT_RETENTION_MONTHS). */
export const KEEP_REPORTS_MONTHS = 24

/**
 * Deletes reports received more than `months` ago, in one transaction with their files, their
 * inbox entries and the history of the work on them (notes and reasons included). Whole reports
 * go: nearly every field can hold personal data. The audit log gets a `melding.slettet` entry
 * per report, naming it by kind and id only.
 * Answers how many reports were deleted. Run daily by jobs/housekeeping.ts with the configured
 * period.
 */
export async function deleteExpiredReports(db: Db, months: number): Promise<number> {
  // Zero or a fraction would delete reports received today: refuse rather than lose them.
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`report retention must be whole months, at least 1: ${months}`)
  }
  const cutoff = sql`now() - make_interval(months => ${months})`
  return db.transaction(async (tx) => {
    let deleted = 0
    for (const [kind, table] of REPORT_TABLES) {
      const rows = await tx
        .delete(table)
        .where(lt(table.mottatt, cutoff))
        .returning({ id: table.id })
      const ids = rows.map((row) => row.id)
      if (ids.length === 0) continue
      const ofThese = <T extends typeof innboks | typeof meldingHendelse>(work: T) =>
        and(eq(work.meldingType, kind), inArray(work.meldingId, ids))
      await tx.delete(innboks).where(ofThese(innboks))
      await tx.delete(meldingHendelse).where(ofThese(meldingHendelse))
      // That it existed stays in the audit log, by kind and id; what it said goes with it.
      for (const id of ids) {
        await recordAudit(tx, {
          ansattId: null,
          handling: 'melding.slettet',
          objekt: { type: kind, id },
        })
      }
      deleted += ids.length
    }
    return deleted
  })
}
