import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'

export const PRODUCT_STATUSES = ['utkast', 'publisert', 'trukket'] as const
type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/**
 * What the staff list is asked for, from its address: words, a status, an authority, a page
 * (from 1). A value that makes no sense is left out rather than refused: it is a filter.
 */
export const staffListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(PRODUCT_STATUSES).optional().catch(undefined),
  myndighet: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  side: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  /** The drafts one import made and has not yet seen published. */
  import: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
})

export type StaffListQuery = z.output<typeof staffListQuerySchema>

/** One row of the staff list: a draft or a product, with where it stands. */
export interface StaffListItem {
  id: number
  utkast: boolean
  navn: string | null
  kjennetegn: string | null
  myndighetId: number
  myndighetNavn: string
  status: ProductStatus
  endret: string
}

export const STAFF_LIST_PAGE_SIZE = 50

/**
 * Drafts and products together, the last changed first, for the staff list. Words match the
 * name, label, EAN and batch number anywhere in them, in any case.
 */
export async function listStaffProducts(
  db: Db,
  query: StaffListQuery,
): Promise<{ items: StaffListItem[]; total: number }> {
  const conditions: SQL[] = [sql`true`]
  const words = query.q?.trim()
  if (words) {
    const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      sql`(alle.navn ilike ${like} or alle.kjennetegn ilike ${like} or alle.ean_nr ilike ${like} or alle.batch_serie_nr ilike ${like})`,
    )
  }
  if (query.status) conditions.push(sql`alle.status = ${query.status}`)
  if (query.myndighet) conditions.push(sql`alle.myndighet_id = ${query.myndighet}`)
  if (query.import) conditions.push(sql`alle.import_id = ${query.import}`)
  const where = sql.join(conditions, sql` and `)
  const page = Math.max(1, query.side ?? 1)
  const rows = await db.execute<Record<string, unknown>>(sql`
    with alle as (
      select id, false as utkast, navn, kjennetegn, ean_nr, batch_serie_nr, myndighet_id,
        case when withdrawn_at is null then 'publisert' else 'trukket' end as status,
        greatest(sist_endret, withdrawn_at) as endret, null::int as import_id
      from produkt
      union all
      select id, true, felter->>'navn', felter->>'kjennetegn', felter->>'eanNr',
        felter->>'batchSerieNr', myndighet_id, 'utkast', sist_lagret, import_id
      from produkt_utkast
    )
    select alle.id, alle.utkast, alle.navn, alle.kjennetegn, alle.myndighet_id as "myndighetId",
      m.kortnavn as "myndighetNavn", alle.status, alle.endret, count(*) over ()::int as total
    from alle join myndighet m on m.id = alle.myndighet_id
    where ${where}
    order by alle.endret desc, alle.id desc
    limit ${STAFF_LIST_PAGE_SIZE} offset ${(page - 1) * STAFF_LIST_PAGE_SIZE}`)
  return {
    total: Number(rows.rows[0]?.total ?? 0),
    items: rows.rows.map(({ total: _total, ...row }) => {
      const item = row as unknown as StaffListItem
      return { ...item, endret: new Date(item.endret).toISOString() }
    }),
  }
}
