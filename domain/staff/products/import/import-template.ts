import type { Db } from '../../../../db/connection.ts'
import { referenceList } from '../../../catalogue/reference-lists.ts'
import type { Sheet, SpreadsheetFormat, Cell } from '../../../spreadsheets/spreadsheets.ts'
import type { Actor } from '../../roles.ts'
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns.ts'

const batchOf = async function* (rows: Cell[][]) {
  yield rows
}

/** One example product, with ids from the reference lists, so the row imports as it is. */
function exampleRow(ids: {
  risk: number
  category: number
  measure: number
  authority: number
}): Record<ImportColumn, Cell> {
  return {
    navn: 'Lysslynge Eksempel',
    kjennetegn: 'Modell LS-40, hvit ledning',
    beskrivelse: 'Lysslynge med 40 pærer, solgt i interiørbutikker.',
    hvorforFarlig: 'Ledningen blir varm og kan ta fyr.',
    forbrukerAksjon: 'Slutt å bruke lysslyngen og lever den tilbake til butikken.',
    fareList: `${ids.risk}:${ids.category}`,
    tiltak: String(ids.measure),
    myndighet: ids.authority,
    produsent: 'Eksempel Lys AS',
    importoer: null,
    distributoer: null,
    gjeldendeLov: 'Produktkontrolloven',
    gjeldendeForskrift: null,
    naeringsKode: null,
    produktStandard: 'NEK EN 60598-2-20',
    annenInformasjon: null,
    batchSerieNr: 'LOT 2024-11, LOT 2024-12',
    eanNr: '4006381333931',
    lenke: 'https://www.example.no/tilbakekalling',
    proff: 'nei',
    utland: 'ja',
    meldingFraLand: 'SE',
  }
}

/**
 * The import template: the columns named as the API names the fields, and one example row that
 * imports as it is. An XLSX has a second sheet with the codes the id columns take (the import
 * reads the first sheet only); a CSV has the first sheet alone.
 */
export async function importTemplate(
  db: Db,
  actor: Actor,
  format: SpreadsheetFormat,
): Promise<Sheet[]> {
  const [risks, categories, measures, authorities] = await Promise.all([
    referenceList(db, 'risks'),
    referenceList(db, 'categories'),
    referenceList(db, 'measures'),
    referenceList(db, 'authorities'),
  ])
  const example = exampleRow({
    risk: risks[0]?.id ?? 1,
    category: categories.at(-1)?.id ?? 1,
    measure: measures[0]?.id ?? 1,
    authority: actor.myndighetId ?? authorities[0]?.id ?? 1,
  })
  const products: Sheet = {
    name: 'Produkter',
    headings: [...IMPORT_COLUMNS],
    rows: batchOf([IMPORT_COLUMNS.map((column) => example[column])]),
  }
  if (format === 'csv') return [products]
  const codes: Cell[][] = [
    ...risks.map((risk): Cell[] => ['risiko (fareList, før kolon)', risk.id, risk.navn]),
    ...categories.map((category): Cell[] => [
      `kategori nivå ${category.nivaa} (fareList, etter kolon)`,
      category.id,
      category.navn,
    ]),
    ...measures.map((measure): Cell[] => ['tiltak', measure.id, measure.navn]),
    ...authorities.map((authority): Cell[] => ['myndighet', authority.id, authority.navn]),
  ]
  return [products, { name: 'Koder', headings: ['Kolonne', 'Kode', 'Navn'], rows: batchOf(codes) }]
}
