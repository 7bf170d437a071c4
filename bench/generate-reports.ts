import type pg from 'pg'
import type { Database } from '../db/connection.ts'
import { dropProfiles, profileCount, writeProfiles, type ReportKind } from './report-profiles.ts'
import { createVocabulary, dropVocabulary, STOP_WORDS, type Vocabulary } from './vocabulary.ts'

/** Reports per statement. */
const CHUNK = 25_000
/** Seeds apart from the catalogue's (product ordinal × 64 + field). */
const SEEDS = 50_000_000

export interface ReportOptions {
  /** How many reports of all kinds the database should hold. */
  total: number
  log?: (line: string) => void
}

/**
 * Fills a database that holds the demo reference data, staff and routing rules with `total`
 * reports over the last two years (more towards now): 35 % observations, 45 % concern messages,
 * 20 % duty-to-report messages, each routed as the routing table would (report-profiles.ts),
 * with an inbox entry per recipient authority whose status follows the report's age, the history
 * of those status changes, and some reports linked to a listed product by staff. Set-based SQL
 * with hash-based randomness, so the same total gives the same reports (but for the random
 * part of each reference). Does nothing when the reports are there already.
 */
export async function generateReports(database: Database, options: ReportOptions) {
  const log = options.log ?? (() => {})
  const client = await database.pool.connect()
  try {
    const existing = await client.query<{ n: number }>(
      `select (select count(*) from observasjon) + (select count(*) from bekymring)
         + (select count(*) from meldeplikt) as n`,
    )
    if (Number(existing.rows[0]!.n) >= options.total) return
    let started = Date.now()
    await writeProfiles(database.db, client)
    log(`  routing profiles: ${Date.now() - started} ms`)
    const vocabulary = await createVocabulary(client)
    try {
      for (let from = 1; from <= options.total; from += CHUNK) {
        const to = Math.min(options.total, from + CHUNK - 1)
        started = Date.now()
        await insertReports(client, vocabulary, { from, to, total: options.total })
        log(`  reports ${from}–${to}: ${Date.now() - started} ms`)
      }
      started = Date.now()
      await insertInboxEntries(client)
      log(`  inbox entries and history: ${Date.now() - started} ms`)
    } finally {
      await dropVocabulary(client)
      await dropProfiles(client)
    }
    started = Date.now()
    await client.query('vacuum analyze')
    log(`  vacuum analyze: ${Date.now() - started} ms`)
  } finally {
    client.release()
  }
}

const u = (field: number) => `bench_u((${SEEDS}::bigint + s) * 64 + ${field})`

/** Which kind report `s` is: 35 % observations, 45 % concerns, 20 % duty-to-report. */
const KIND_OF = `case when ${u(0)} < 0.35 then 'observasjon' when ${u(0)} < 0.8 then 'bekymring'
  else 'meldeplikt' end`

/**
 * A reference as the domain makes one (FP-BEK-2026-7K3QX9): the ordinal times an odd number,
 * modulo 2^30, is a different 30-bit number for each report, written as six of its characters.
 */
const reference = (code: string) =>
  `'FP-${code}-' || extract(year from mottatt at time zone 'Europe/Oslo') || '-' ||
   (select string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
      1 + (((s::bigint * 2654435761) & 1073741823) >> (5 * k) & 31)::int, 1), '' order by k)
    from generate_series(0, 5) k)`

/** Reports `from`..`to` of `total`: each of the three kinds from the ordinals drawn for it. */
async function insertReports(
  client: pg.PoolClient,
  v: Vocabulary,
  range: { from: number; to: number; total: number },
) {
  const word = (field: number) =>
    v.word(`(${SEEDS}::bigint + s) * 64 + ${field}`, STOP_WORDS.length)
  const sentence = (field: number) => v.sentence(`(${SEEDS}::bigint + s) * 64 + ${field}`)
  const place = `initcap(${word(20)}) || (array[' Senter', ' Torg', ' nettbutikk', ' Marked',
    ' Storsenter', ' Jernvare', ' Sport'])[1 + floor(${u(21)} * 7)::int]`
  const generatedName = `initcap(${word(22)}) || ' ' || ${word(23)}`
  const company = (field: number) =>
    `initcap(${word(field)}) || (array[' AS', ' Import AS', ' Handel AS', ' GmbH', ' AB',
      ' Co., Ltd.'])[1 + floor(${u(field + 1)} * 6)::int]`
  const from = (kind: ReportKind) =>
    `from (select s, p.*,
             -- Two years back, denser towards now, as reports grow in number.
             now() - interval '1 day' * 730 * (1 - sqrt(s::float8 / $3)) -
               interval '1 minute' * floor(${u(1)} * 600) as mottatt
           from generate_series($1::int, $2::int) s
           join bench_melding_profil p
             on p.kind = '${kind}' and p.nr = floor(${u(2)} ^ 1.4 * ${profileCount(kind)})::int
           where ${KIND_OF} = '${kind}') r
     left join produkt pr on pr.id = r.produkt_id`
  const values = [range.from, range.to, range.total]
  await client.query(
    `insert into observasjon (referanse, mottatt, mottakere, produkt_id, observert_dato,
       observert_sted, observatoer_navn, observatoer_epost)
     select ${reference('OBS')}, mottatt, mottakere, produkt_id,
       (mottatt - interval '1 day' * floor(${u(3)} * 10))::date, ${place},
       case when ${u(4)} < 0.6 then initcap(${word(5)}) || ' ' || initcap(${word(6)}) end,
       case when ${u(4)} < 0.5 then 'melder' || s || '@example.no' end
     ${from('observasjon')}`,
    values,
  )
  await client.query(
    `insert into bekymring (referanse, mottatt, mottakere, melder_navn, melder_epost,
       melder_kompetanse, produkt_id, produkt_kategori_id, produkt_navn, produkt_produsent_navn,
       produkt_alder, produkt_butikk, hendelse_aarsak, hendelse_personskade,
       hendelse_materiell_skade, hendelse_skadekonsekvens, hendelse_beskrivelse, hendelse_dato,
       hendelse_skadede_personer)
     select ${reference('BEK')}, mottatt, mottakere,
       case when ${u(4)} < 0.7 then initcap(${word(5)}) || ' ' || initcap(${word(6)}) end,
       case when ${u(4)} < 0.7 then 'melder' || s || '@example.no' end,
       case when ${u(7)} < 0.85 then 'PRIVAT_FORBRUKER' else 'FAGKOMPETANSE' end,
       produkt_id, kategori_id, coalesce(pr.navn, ${generatedName}),
       case when pr.id is not null then pr.produsent when ${u(8)} < 0.5 then ${company(9)} end,
       case when ${u(11)} < 0.6 then 'MINDRE_ENN_3' else 'MER_ENN_3' end,
       case when ${u(12)} < 0.7 then ${place} end,
       (array['FEIL_BRUK', 'FEIL_PA_PRODUKT', 'UKJENT', 'ANNET'])[1 + floor(${u(13)} * 4)::int],
       case when ${u(14)} < 0.2 then 'JA' else 'NEI' end,
       case when ${u(15)} < 0.3 then 'JA' else 'NEI' end,
       '[]'::jsonb, ${sentence(16)} || ' ' || ${sentence(17)},
       (mottatt - interval '1 day' * floor(${u(3)} * 30))::date, '[]'::jsonb
     ${from('bekymring')}`,
    values,
  )
  await client.query(
    `insert into meldeplikt (referanse, mottatt, mottakere, virksomhet_navn,
       virksomhet_organisasjonsnummer, kontaktperson_navn, kontaktperson_epost, melder_rolle,
       produkt_navn, produkt_kategori_id, produkt_beskrivelse, produkt_solgt_land, produsent_navn,
       importoerer, forhandlere, risiko_ider, risiko_nivaa, tiltak_ider, tiltak_beskrivelse)
     select ${reference('MLD')}, mottatt, mottakere, ${company(24)},
       (900000000 + s % 99999999)::text,
       initcap(${word(5)}) || ' ' || initcap(${word(6)}), 'kontakt' || s || '@example.no',
       array[(array['IMPORTER', 'DEALER', 'PRODUCER'])[1 + floor(${u(26)} * 3)::int]],
       ${generatedName} || ' ' || upper(substr(md5(s::text), 1, 3)), kategori_id,
       ${sentence(27)}, '{}', case when ${u(28)} < 0.6 then ${company(29)} end,
       '[]'::jsonb, '[]'::jsonb, risiko_ider, nivaa, '{}', ${sentence(31)}
     ${from('meldeplikt')}`,
    values,
  )
}

/**
 * An inbox entry per report and recipient, in order of receipt. Its status follows the
 * report's age (new ones mostly "ny", those older than two months mostly closed), set by that
 * authority's editor some days after receipt; each change is in the history. One report in
 * twenty without a product gets one linked by staff.
 */
async function insertInboxEntries(client: pg.PoolClient) {
  const h = (field: number) => `bench_u((${SEEDS * 2}::bigint + r.id) * 64 + m.nr * 8 + ${field})`
  await client.query(
    `insert into innboks (melding_type, melding_id, myndighet_id, mottatt, status,
       status_endret_av, status_endret)
     select melding_type, melding_id, myndighet_id, mottatt, status,
       case when status <> 'ny' then editor end,
       case when status <> 'ny' then least(now(), mottatt + interval '1 hour' * floor(u2 * 400)) end
     from (
       select r.kind as melding_type, r.id as melding_id, m.id as myndighet_id, r.mottatt,
         case
           when now() - r.mottatt < interval '7 days'
             then case when ${h(1)} < 0.8 then 'ny' else 'under-behandling' end
           when now() - r.mottatt < interval '60 days'
             then case when ${h(1)} < 0.25 then 'ny' when ${h(1)} < 0.7 then 'under-behandling'
               else 'avsluttet' end
           else case when ${h(1)} < 0.03 then 'ny' when ${h(1)} < 0.13 then 'under-behandling'
             else 'avsluttet' end
         end as status,
         ${h(2)} as u2,
         (select min(a.id) from ansatt a where a.myndighet_id = m.id) as editor
       from (select 'observasjon' as kind, id, mottatt, mottakere from observasjon
             union all select 'bekymring', id, mottatt, mottakere from bekymring
             union all select 'meldeplikt', id, mottatt, mottakere from meldeplikt) r
       cross join lateral unnest(r.mottakere) with ordinality as m(id, nr)) e
     order by mottatt, melding_type, melding_id
     on conflict do nothing`,
  )
  await client.query(
    `insert into melding_hendelse (melding_type, melding_id, tidspunkt, ansatt_id, myndighet_id,
       hendelse, status)
     select melding_type, melding_id, status_endret, status_endret_av, myndighet_id, 'status',
       status
     from innboks where status_endret_av is not null`,
  )
  await client.query(
    `insert into melding_hendelse (melding_type, melding_id, tidspunkt, ansatt_id, myndighet_id,
       hendelse, produkt_id)
     select i.melding_type, i.melding_id, i.mottatt + interval '2 days', e.editor, i.myndighet_id,
       'produkt', p.ids[1 + (i.melding_id::bigint * 7919) % cardinality(p.ids)]
     from innboks i
     join bekymring b on i.melding_type = 'bekymring' and b.id = i.melding_id
     cross join lateral (select min(a.id) as editor from ansatt a
                         where a.myndighet_id = i.myndighet_id) e
     cross join (select array_agg(id order by id) as ids from produkt
                 where withdrawn_at is null) p
     where b.produkt_id is null and i.melding_id % 20 = 0 and e.editor is not null`,
  )
}
