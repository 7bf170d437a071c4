import { and, count, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Db } from '../../../db/connection.ts'
import {
  INBOX_STATUSES,
  innboks,
  kategori,
  meldingOversikt,
  myndighet,
} from '../../../db/schema/index.ts'
import { nb } from '../../../i18n/nb.ts'
import { staffInboxNb } from '../../../i18n/staff-inbox.nb.ts'
import type { ReportKind } from '../../reports/reference-number.ts'
import type { Actor } from '../roles.ts'
import { lastMonths, monthsBetween, type Period } from './months.ts'
import { osloMonth, osloMonthStart } from '../oslo-time.ts'

const month = z
  .string()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined)

/** The numbers' period and authority, from the page's address; a value that is none is left out. */
export const numbersFilterSchema = z.object({
  fra: month,
  til: month,
  /** Administrators only: one authority's numbers. An editor always gets their own. */
  myndighet: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
})

export type NumbersFilter = z.output<typeof numbersFilterSchema>

/** Counts per month under named columns: one row per month of the period, zeros included. */
export interface MonthTable {
  columns: string[]
  rows: Array<{ month: string; counts: number[]; total: number }>
}

/** Closed in a month: how many, and the median days from received to closed (null: none). */
export interface ClosingRow {
  month: string
  closed: number
  medianDays: number | null
}

const t = staffInboxNb.numbers

const KINDS: readonly ReportKind[] = ['observasjon', 'bekymring', 'meldeplikt']

const category = alias(kategori, 'kategori_1')
const parent = alias(kategori, 'kategori_2')
const grandparent = alias(kategori, 'kategori_3')

/**
 * The numbers of an authority's inbox for a period of whole months (Oslo time): reports received
 * per month by kind, by top-level category and by status as it stands now, and per month the
 * reports closed in it with the median time from received to closed. An editor gets their own
 * authority's whatever they ask; an administrator one authority's or every inbox's together (a
 * report in two inboxes counts in both). Counts only: nothing about who sent a report.
 */
export async function inboxNumbers(db: Db, actor: Actor, filter: NumbersFilter, now = new Date()) {
  const period = periodOf(filter, now)
  const authorityId = actor.rolle === 'administrator' ? filter.myndighet : actor.myndighetId
  const inboxOf: SQL[] = []
  // An editor without an authority cannot exist (a check in the database); none would see nothing.
  if (actor.rolle !== 'administrator' && authorityId == null) inboxOf.push(sql`false`)
  if (authorityId != null) inboxOf.push(eq(innboks.myndighetId, authorityId))
  const within = (column: AnyColumn) => [
    gte(column, osloMonthStart(period.from)),
    lt(column, osloMonthStart(period.to, 1)),
  ]
  const topCategory = sql<
    string | null
  >`coalesce(${grandparent.navn}, ${parent.navn}, ${category.navn})`
  const received = await db
    .select({
      month: osloMonth(innboks.mottatt),
      kind: innboks.meldingType,
      status: innboks.status,
      category: topCategory,
      count: count(),
    })
    .from(innboks)
    .innerJoin(
      meldingOversikt,
      and(
        eq(meldingOversikt.meldingType, innboks.meldingType),
        eq(meldingOversikt.meldingId, innboks.meldingId),
      ),
    )
    .leftJoin(category, eq(category.id, meldingOversikt.kategoriId))
    .leftJoin(parent, eq(parent.id, category.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .where(and(...inboxOf, ...within(innboks.mottatt)))
    .groupBy(osloMonth(innboks.mottatt), innboks.meldingType, innboks.status, topCategory)
  const closed = await db
    .select({
      month: osloMonth(innboks.statusEndret),
      closed: count(),
      medianSeconds: sql<
        number | string
      >`percentile_cont(0.5) within group (order by extract(epoch from ${innboks.statusEndret} - ${innboks.mottatt}))`,
    })
    .from(innboks)
    .where(and(...inboxOf, eq(innboks.status, 'avsluttet'), ...within(innboks.statusEndret)))
    .groupBy(osloMonth(innboks.statusEndret))
  const rows = received.map((row) => ({ ...row, category: row.category ?? t.noCategory }))
  const categories = [...new Set(rows.map((row) => row.category))].sort(byNameWithNoneLast)
  return {
    authority: authorityId == null ? null : await authorityName(db, authorityId),
    period,
    kinds: monthTable(
      period.months,
      KINDS.map((kind) => nb.reports.mail.kinds[kind]),
      rows.map((row) => ({ ...row, column: KINDS.indexOf(row.kind) })),
    ),
    categories: monthTable(
      period.months,
      categories,
      rows.map((row) => ({ ...row, column: categories.indexOf(row.category) })),
    ),
    statuses: monthTable(
      period.months,
      INBOX_STATUSES.map((status) => staffInboxNb.statuses[status]),
      rows.map((row) => ({ ...row, column: INBOX_STATUSES.indexOf(row.status) })),
    ),
    closing: period.months.map((yearMonth): ClosingRow => {
      const found = closed.find((row) => row.month === yearMonth)
      const days = found ? Number(found.medianSeconds) / 86_400 : null
      return {
        month: yearMonth,
        closed: found?.closed ?? 0,
        medianDays: days === null ? null : Math.round(days * 10) / 10,
      }
    }),
  }
}

export type InboxNumbers = Awaited<ReturnType<typeof inboxNumbers>>

/** The period asked for, in order, or the last twelve months up to this one. */
function periodOf(filter: NumbersFilter, now: Date): Period {
  if (!filter.fra && !filter.til) return lastMonths(12, now)
  const [from, to] = [filter.fra ?? filter.til!, filter.til ?? filter.fra!].sort()
  return monthsBetween(from!, to!)
}

const byNameWithNoneLast = (a: string, b: string) =>
  Number(a === t.noCategory) - Number(b === t.noCategory) || a.localeCompare(b, 'nb')

function monthTable(
  months: string[],
  columns: string[],
  counted: Array<{ month: string; column: number; count: number }>,
): MonthTable {
  return {
    columns,
    rows: months.map((yearMonth) => {
      const counts = columns.map(() => 0)
      for (const row of counted) if (row.month === yearMonth) counts[row.column]! += row.count
      return { month: yearMonth, counts, total: counts.reduce((sum, n) => sum + n, 0) }
    }),
  }
}

async function authorityName(db: Db, id: number) {
  const [found] = await db
    .select({ id: myndighet.id, navn: myndighet.navn })
    .from(myndighet)
    .where(eq(myndighet.id, id))
  return found ?? null
}
