import { and, count, desc, eq, gte, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import {
  INBOX_STATUSES,
  innboks,
  innboksAntall,
  kategori,
  meldingOversikt,
  myndighet,
} from '../../../db/schema/index.ts'
import { RISIKO_NIVAA } from '../../../db/schema/report-enums.ts'
import type { Actor } from '../roles.ts'
import { osloDayEnd, osloDayStart } from '../oslo-time.ts'
import { filterDay } from '../filter-day.ts'

const id = z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined)
const words = z.string().trim().max(200).optional().catch(undefined)

/** The inbox list's filters, from its address; a value that is none is left out, never an error. */
export const inboxFilterSchema = z.object({
  type: z.enum(['observasjon', 'bekymring', 'meldeplikt']).optional().catch(undefined),
  status: z.enum(INBOX_STATUSES).optional().catch(undefined),
  fra: filterDay,
  til: filterDay,
  kategori: id,
  nivaa: z.enum(RISIKO_NIVAA).optional().catch(undefined),
  produkt: words,
  q: words,
  /** Administrators only: one authority's inbox. An editor always sees their own. */
  myndighet: id,
  side: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
})

export type InboxFilter = z.output<typeof inboxFilterSchema>

/** Reports on a page of the list. */
export const INBOX_PAGE_SIZE = 50

/**
 * Whether a lower-case filter column (migration 0031) holds the words, the pattern's own
 * characters taken as they are. The database lower-cases the words as it did the column.
 */
const containsText = (column: Column, words: string) =>
  sql`${column} like lower(${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`

/** A category and the categories below it (the tree has three levels). */
const categoryAndBelow = (kategoriId: number) =>
  sql`(select ${kategori.id} from ${kategori} where ${kategori.id} = ${kategoriId}
    or ${kategori.parentId} = ${kategoriId}
    or ${kategori.parentId} in (select k.id from kategori k where k.parent_id = ${kategoriId}))`

/**
 * Whose inbox, and which status and kind: the filters both the entries and their kept counts
 * (`innboks_antall`) answer.
 */
function countedConditions(
  actor: Actor,
  filter: InboxFilter,
  table: { myndighetId: Column; meldingType: Column; status: Column },
): SQL[] {
  const where: SQL[] = []
  const authority = actor.rolle === 'administrator' ? filter.myndighet : actor.myndighetId
  // An editor without an authority cannot exist (a check in the database); none would see nothing.
  if (actor.rolle !== 'administrator' && authority == null) where.push(sql`false`)
  if (authority != null) where.push(eq(table.myndighetId, authority))
  if (filter.type) where.push(eq(table.meldingType, filter.type))
  if (filter.status) where.push(eq(table.status, filter.status))
  return where
}

/** Whether a filter asks for more than the kept counts know: dates, a category, a risk level. */
const narrowsFurther = (filter: InboxFilter) =>
  Boolean(filter.fra || filter.til || filter.kategori || filter.nivaa)

function conditions(actor: Actor, filter: InboxFilter): SQL[] {
  const where = countedConditions(actor, filter, innboks)
  if (filter.fra) where.push(gte(innboks.mottatt, osloDayStart(filter.fra)))
  if (filter.til) where.push(lt(innboks.mottatt, osloDayEnd(filter.til)))
  // The entry's copies of the report's own fields (decision 059): no filter reads the reports.
  if (filter.kategori) where.push(inArray(innboks.kategoriId, categoryAndBelow(filter.kategori)))
  if (filter.nivaa) where.push(eq(innboks.risikoNivaa, filter.nivaa))
  if (filter.produkt) where.push(containsText(innboks.produktNavn, filter.produkt))
  if (filter.q) where.push(containsText(innboks.fritekst, filter.q))
  return where
}

/**
 * One page of the reports in this person's inbox, newest first: an editor's authority's, an
 * administrator's all (or one authority's). Answers the page's rows and how many match in all;
 * with a text filter at most TEXT_COUNT_LIMIT, and `more` when more than that match.
 * Dates are whole days in Oslo, whatever the database session's time zone; the list shows no personal
 * data, so reading it is not written to the audit log.
 */
export async function listInbox(db: Db, actor: Actor, filter: InboxFilter) {
  const where = and(...conditions(actor, filter))
  const page = filter.side ?? 1
  const rows = await pageOfEntries(db, where, page)
  if (filter.q || filter.produkt) {
    const found = await countEntries(db, where, TEXT_COUNT_LIMIT + 1)
    const more = found > TEXT_COUNT_LIMIT
    return { rows, total: more ? TEXT_COUNT_LIMIT : found, more, page }
  }
  const total = narrowsFurther(filter)
    ? await countEntries(db, where)
    : await keptCount(db, and(...countedConditions(actor, filter, innboksAntall)))
  return { rows, total, more: false, page }
}

/**
 * How far a text filter's matches are counted (decision 063): each candidate's text is read
 * again to check it, 46 ms for the 18,500 of a common word in the largest inbox. Past this the
 * list says there are more and pages through the newest this many.
 */
export const TEXT_COUNT_LIMIT = 1000

/** The matching entries counted, up to `limit` when one is given. */
async function countEntries(db: Db, where: SQL | undefined, limit?: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(innboks)
    .where(where)
  const counted = limit === undefined ? matching : matching.limit(limit)
  const [result] = await db.select({ total: count() }).from(counted.as('matching'))
  return result?.total ?? 0
}

/**
 * The whole inbox, or one status or kind of it, from the kept counts (decision 063): counting
 * its entries read one index entry each, 97,000 for the largest inbox, on every page.
 */
async function keptCount(db: Db, where: SQL | undefined): Promise<number> {
  const [kept] = await db
    .select({ total: sql<number>`coalesce(sum(${innboksAntall.antall}), 0)::int` })
    .from(innboksAntall)
    .where(where)
  return kept?.total ?? 0
}

/**
 * The entries alone are counted and paged, on their own indexes (their filter columns are the
 * report's, decision 059), and only the page's reports are read, one by one. The same answer as
 * joining first, since an entry never lacks its report: both are saved, and deleted, in one
 * transaction (decision 051). Joining the three kinds' view first would read every report the
 * inbox holds for each page (decision 057).
 */
async function pageOfEntries(db: Db, where: SQL | undefined, page: number) {
  const entry = db
    .select({
      entryId: innboks.id,
      kind: innboks.meldingType,
      id: innboks.meldingId,
      myndighetId: innboks.myndighetId,
      mottatt: innboks.mottatt,
      status: innboks.status,
    })
    .from(innboks)
    .where(where)
    // NULLS LAST as in the list's indexes (both columns are never null), or PostgreSQL would
    // take DESC's own NULLS FIRST as another order and sort every match instead.
    .orderBy(sql`${innboks.mottatt} desc nulls last`, sql`${innboks.id} desc nulls last`)
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .as('entry')
  // LIMIT keeps the lookup a subquery of its own, run per entry with the kind and id pushed into
  // each kind's table (a primary-key lookup), rather than merged into a join of them all (a
  // report is one row; drizzle leaves out an OFFSET 0, which PostgreSQL would flatten).
  const report = db
    .select({
      referanse: meldingOversikt.referanse,
      produktNavn: meldingOversikt.produktNavn,
      risikoNivaa: meldingOversikt.risikoNivaa,
    })
    .from(meldingOversikt)
    .where(
      and(eq(meldingOversikt.meldingType, entry.kind), eq(meldingOversikt.meldingId, entry.id)),
    )
    .limit(1)
    .as('report')
  return db
    .select({
      kind: entry.kind,
      id: entry.id,
      myndighetId: entry.myndighetId,
      myndighet: myndighet.kortnavn,
      mottatt: entry.mottatt,
      status: entry.status,
      referanse: report.referanse,
      produktNavn: report.produktNavn,
      risikoNivaa: report.risikoNivaa,
    })
    .from(entry)
    .innerJoinLateral(report, sql`true`)
    .innerJoin(myndighet, eq(myndighet.id, entry.myndighetId))
    .orderBy(desc(entry.mottatt), desc(entry.entryId))
}
