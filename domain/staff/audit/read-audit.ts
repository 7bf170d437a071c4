import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import { ansatt, revisjonslogg } from '../../../db/schema/index.ts'
import { assertMayManageStaff } from '../manage-staff.ts'
import { osloDayEnd, osloDayStart } from '../oslo-time.ts'
import type { Actor } from '../roles.ts'
import { filterDay } from '../filter-day.ts'

/** The log page's filters, from its address; a value that is none is left out, never an error. */
export const auditFilterSchema = z.object({
  handling: z
    .string()
    .max(100)
    .regex(/^[a-z.-]+$/)
    .optional()
    .catch(undefined),
  ansatt: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  fra: filterDay,
  til: filterDay,
})

export type AuditFilter = z.output<typeof auditFilterSchema>

/** A page holds at most this many entries, the newest. */
const PAGE_SIZE = 200

/**
 * The newest audit entries that match the filters, with the acting person's name looked up
 * (the log keeps only their id). Administrators only. Days are Oslo days, as the page shows the
 * entries' times.
 */
export async function readAudit(db: Db, actor: Actor, filter: AuditFilter) {
  assertMayManageStaff(actor)
  const conditions: SQL[] = []
  if (filter.handling) conditions.push(eq(revisjonslogg.handling, filter.handling))
  if (filter.ansatt) conditions.push(eq(revisjonslogg.ansattId, filter.ansatt))
  if (filter.fra) conditions.push(gte(revisjonslogg.tidspunkt, osloDayStart(filter.fra)))
  if (filter.til) conditions.push(lt(revisjonslogg.tidspunkt, osloDayEnd(filter.til)))
  return db
    .select({
      id: revisjonslogg.id,
      tidspunkt: revisjonslogg.tidspunkt,
      handling: revisjonslogg.handling,
      ansattNavn: ansatt.navn,
      objektType: revisjonslogg.objektType,
      objektId: revisjonslogg.objektId,
      detaljer: revisjonslogg.detaljer,
    })
    .from(revisjonslogg)
    .leftJoin(ansatt, eq(ansatt.id, revisjonslogg.ansattId))
    .where(and(...conditions))
    .orderBy(desc(revisjonslogg.id))
    .limit(PAGE_SIZE)
}
