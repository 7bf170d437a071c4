import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { intArray } from './search-result.ts'

/** The columns of an export, in order; their headings are i18n texts (`export.columns`). */
export const EXPORT_COLUMNS = [
  'id',
  'navn',
  'kjennetegn',
  'beskrivelse',
  'produsent',
  'hvorforFarlig',
  'forbrukerAksjon',
  'risikoer',
  'kategorier',
  'tiltak',
  'myndighet',
  'importoer',
  'distributoer',
  'gjeldendeLov',
  'gjeldendeForskrift',
  'naeringsKode',
  'produktStandard',
  'meldingFraLand',
  'annenInformasjon',
  'lenke',
  'batchSerieNr',
  'eanNr',
  'proff',
  'utland',
  'firstPublished',
  'sistEndret',
] as const

type ExportColumn = (typeof EXPORT_COLUMNS)[number]
export type ExportRow = Record<ExportColumn, string | number | boolean | Date | null>

/** Rows are read this many at a time, so an export never holds the whole result in memory. */
const BATCH_SIZE = 250

/**
 * The products a search found (their ids, in the search's order), with names in place of ids,
 * one batch at a time. The caller writes each batch out before the next is read.
 */
export async function* exportRows(db: Db, ids: readonly number[]): AsyncGenerator<ExportRow[]> {
  for (let offset = 0; offset < ids.length; offset += BATCH_SIZE) {
    const batch = intArray(ids.slice(offset, offset + BATCH_SIZE))
    const result = await db.execute<ExportRow>(sql`
      select p.id, p.navn, p.kjennetegn, p.beskrivelse, p.produsent,
        p.hvorfor_farlig as "hvorforFarlig", p.forbruker_aksjon as "forbrukerAksjon",
        (select string_agg(distinct r.navn, ', ') from produkt_fare f
           join risiko r on r.id = f.risiko_id where f.produkt_id = p.id) as risikoer,
        (select string_agg(distinct k.navn, ', ') from produkt_fare f
           join kategori k on k.id = f.kategori_id where f.produkt_id = p.id) as kategorier,
        (select string_agg(t.navn, ', ' order by t.id) from produkt_tiltak pt
           join tiltak t on t.id = pt.tiltak_id where pt.produkt_id = p.id) as tiltak,
        m.navn as myndighet, p.importoer, p.distributoer,
        p.gjeldende_lov as "gjeldendeLov", p.gjeldende_forskrift as "gjeldendeForskrift",
        p.naerings_kode as "naeringsKode", p.produkt_standard as "produktStandard",
        l.navn as "meldingFraLand", p.annen_informasjon as "annenInformasjon", p.lenke,
        p.batch_serie_nr as "batchSerieNr", p.ean_nr as "eanNr", p.proff, p.utland,
        p.first_published as "firstPublished", p.sist_endret as "sistEndret"
      from produkt p
      join myndighet m on m.id = p.myndighet_id
      left join land l on l.alpha2 = p.melding_fra_land
      where p.id = any(${batch})
      order by array_position(${batch}, p.id)`)
    if (result.rows.length) yield result.rows
  }
}
