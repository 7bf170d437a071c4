import type pg from 'pg'
import type { Db } from '../db/connection.ts'
import type { RisikoNivaa } from '../db/schema/report-enums.ts'
import { routeReport, type RoutingCriteria } from '../domain/routing/route-report.ts'

/** Distinct reports of each kind, as far as routing and the list's filters can tell them apart. */
const PROFILES = { observasjon: 300, bekymring: 500, meldeplikt: 500 } as const

export type ReportKind = keyof typeof PROFILES

/** What a report is about, as the routing and the list's filters see it, and where it went. */
interface Profile {
  kind: ReportKind
  nr: number
  produktId: number | null
  kategoriId: number | null
  risikoIds: number[]
  nivaa: RisikoNivaa | null
  mottakere: number[]
}

/** A repeatable number in [0, 1) for a seed, so the same size gives the same reports. */
const uniform = (seed: number) => {
  const x = Math.sin(seed * 12.9898 + 78.233) * 43758.5453
  return x - Math.floor(x)
}
/** An element of a list, skewed towards its first ones, as a few categories and products are. */
const skewed = <T>(list: readonly T[], seed: number, power = 1.6): T =>
  list[Math.floor(uniform(seed) ** power * list.length)]!

/**
 * Writes `bench_melding_profil`: a few hundred profiles per kind (a listed product, a category,
 * risks, a risk level), each routed by the domain's own `routeReport` against the routing table
 * the database holds, so the generated reports reach the inboxes the routing would send them to.
 * Each generated report takes one profile; `dropProfiles` removes the table.
 */
export async function writeProfiles(db: Db, client: pg.PoolClient): Promise<void> {
  const reference = await client.query<Choices>(
    `select
       (select array_agg(id order by md5(id::text)) from produkt
         where withdrawn_at is null and first_published is not null) as products,
       (select array_agg(id order by md5(id::text)) from kategori where nivaa = 3) as leaves,
       (select array_agg(id order by md5(id::text)) from kategori where nivaa < 3) as upper,
       (select array_agg(id order by md5(id::text)) from risiko) as risks`,
  )
  const choices = reference.rows[0]!
  const profiles: Profile[] = []
  for (const kind of Object.keys(PROFILES) as ReportKind[]) {
    for (let nr = 0; nr < PROFILES[kind]; nr++) {
      const seed = (kind.length * 1000 + nr) * 16
      const criteria = criteriaOf(kind, seed, choices)
      profiles.push({
        kind,
        nr,
        produktId: criteria.produktId ?? null,
        kategoriId: criteria.kategoriId ?? null,
        risikoIds: [...criteria.risikoIds],
        nivaa: criteria.risikoNivaa ?? null,
        mottakere: await routeReport(db, criteria),
      })
    }
  }
  await dropProfiles(client)
  await client.query(
    `create unlogged table bench_melding_profil (kind text, nr int, produkt_id int,
       kategori_id int, risiko_ider int[], nivaa text, mottakere int[], primary key (kind, nr))`,
  )
  await client.query(
    `insert into bench_melding_profil
     select * from json_populate_recordset(null::bench_melding_profil, $1::json)`,
    [
      JSON.stringify(
        profiles.map((p) => ({
          kind: p.kind,
          nr: p.nr,
          produkt_id: p.produktId,
          kategori_id: p.kategoriId,
          risiko_ider: p.risikoIds,
          nivaa: p.nivaa,
          mottakere: p.mottakere,
        })),
      ),
    ],
  )
}

/** Profiles per kind: a report draws its profile as `floor(u ^ 1.4 * this)`. */
export const profileCount = (kind: ReportKind) => PROFILES[kind]

export async function dropProfiles(client: pg.PoolClient) {
  await client.query('drop table if exists bench_melding_profil')
}

interface Choices {
  products: number[]
  leaves: number[]
  upper: number[]
  risks: number[]
}

/**
 * An observation is of a listed product. A concern names a category (now and then a broader
 * one), and one in four a listed product too. A duty-to-report names a level-3 category, one or
 * two risks and a level: mostly low or medium, one in eight high (which also goes to DSB).
 */
function criteriaOf(kind: ReportKind, seed: number, c: Choices): RoutingCriteria {
  if (kind === 'observasjon') return { produktId: skewed(c.products, seed), risikoIds: [] }
  if (kind === 'bekymring') {
    return {
      kategoriId: uniform(seed + 1) < 0.1 ? skewed(c.upper, seed + 2) : skewed(c.leaves, seed + 2),
      produktId: uniform(seed + 3) < 0.25 ? skewed(c.products, seed + 4) : undefined,
      risikoIds: [],
    }
  }
  const level = uniform(seed + 5)
  return {
    kategoriId: skewed(c.leaves, seed + 6),
    risikoIds: [
      ...new Set([
        skewed(c.risks, seed + 7),
        ...(uniform(seed + 8) < 0.3 ? [skewed(c.risks, seed + 9)] : []),
      ]),
    ],
    risikoNivaa: level < 0.5 ? 'LOW' : level < 0.875 ? 'MEDIUM' : 'HIGH',
  }
}
