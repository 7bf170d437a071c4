import { PRODUCT_FIELDS, type ProductDraftFields, type ProductField } from './product-schema.ts'

/** A product's fields as stored and compared: a draft's, or a whole product's. */
export type StoredFields = Omit<ProductDraftFields, 'versjon'>

/** The fields that differ between two saves, in the form's order; all of them for a first save. */
export function changedFields(
  before: StoredFields | undefined,
  after: StoredFields,
): ProductField[] {
  return PRODUCT_FIELDS.filter(
    (field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  )
}

/** A product with nothing filled in: what a first save is compared with. */
export const BLANK_FIELDS: StoredFields = {
  navn: null,
  kjennetegn: null,
  beskrivelse: null,
  hvorforFarlig: null,
  forbrukerAksjon: null,
  produsent: null,
  importoer: null,
  distributoer: null,
  gjeldendeLov: null,
  gjeldendeForskrift: null,
  naeringsKode: null,
  produktStandard: null,
  annenInformasjon: null,
  batchSerieNr: null,
  eanNr: null,
  lenke: null,
  meldingFraLand: null,
  myndighet: 0,
  proff: false,
  utland: false,
  tiltak: [],
  fareList: [],
  bilder: [],
  hovedbilde: null,
  dokumenter: [],
}
