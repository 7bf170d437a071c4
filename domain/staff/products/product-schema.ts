import { z } from 'zod'
import { countryCode, ean } from '../../reports/coded-fields.ts'
import { check, id, list, optional, required, text } from '../../reports/fields.ts'

/**
 * The product form of the staff area, one schema for the page's form and its action: every
 * field the public product page shows. Messages are i18n keys: `reports.*` are the public
 * forms' words (i18n/nb.ts), `staffProducts.*` the staff area's (i18n/staff-products.nb.ts).
 * A draft takes whatever is typed so far, checked for form; publishing needs the whole product.
 */

/** The texts a published product must have, and the longest each may be. */
const NEEDED_TEXTS = {
  navn: 200,
  kjennetegn: 200,
  beskrivelse: 4000,
  hvorforFarlig: 4000,
  forbrukerAksjon: 4000,
} as const

/** The texts a product may lack; the public page says 'Ikke oppgitt'. */
const OTHER_TEXTS = {
  produsent: 300,
  importoer: 1000,
  distributoer: 1000,
  gjeldendeLov: 500,
  gjeldendeForskrift: 500,
  naeringsKode: 50,
  produktStandard: 500,
  annenInformasjon: 4000,
  batchSerieNr: 300,
} as const

/** Every field of the form, in the order the form and the history name them. */
export const PRODUCT_FIELDS = [
  ...(Object.keys(NEEDED_TEXTS) as Array<keyof typeof NEEDED_TEXTS>),
  'fareList',
  'tiltak',
  'myndighet',
  ...(Object.keys(OTHER_TEXTS) as Array<keyof typeof OTHER_TEXTS>),
  'eanNr',
  'lenke',
  'proff',
  'utland',
  'meldingFraLand',
  'bilder',
  'hovedbilde',
  'dokumenter',
] as const

export type ProductField = (typeof PRODUCT_FIELDS)[number]

const nullable = <T extends z.ZodType>(schema: T) =>
  optional(schema).transform((value) => value ?? null)

/** A web address visitors can open: the public page links only http and https. */
const webAddress = () =>
  text(1000).superRefine(
    check((value: string) => {
      try {
        const url = new URL(value)
        if (url.protocol === 'https:' || url.protocol === 'http:') return undefined
      } catch {
        // Not an address at all: the same message.
      }
      return { key: 'staffProducts.validation.invalidUrl' }
    }),
  )

/** A checkbox: posted as 'true' (or 'on') when ticked, left out when not. */
const flag = () =>
  z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean())

const hazardSchema = z.object({
  risikoId: required(id()),
  produktKategoriId: required(id()),
})

const blankRow = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  Object.values(row).every((value) => value === undefined || value === null || value === '')

/** Hazards: rows left blank are dropped, and a pair given twice is kept once. */
const hazards = () =>
  z.preprocess(
    (rows) => (Array.isArray(rows) ? rows.filter((row) => !blankRow(row)) : rows),
    list(hazardSchema, 40).transform((rows) => {
      const seen = new Set<string>()
      return rows.filter((row) => {
        const key = `${row.risikoId}:${row.produktKategoriId}`
        return seen.has(key) ? false : (seen.add(key), true)
      })
    }),
  )

const nullableText = (max: number) => nullable(text(max))

/** The most pictures a product has, and the longest alternative text of one. */
export const MAX_IMAGES = 12
export const MAX_ALT_LENGTH = 300

/**
 * A picture on the product: an uploaded one's id (product-images.ts made it ready) and the text
 * a screen reader reads instead of it, which every picture must have. The list is in the order
 * the public page shows them; a picture listed twice is kept once.
 */
const images = () =>
  list(z.object({ id: required(id()), alt: required(text(MAX_ALT_LENGTH)) }), MAX_IMAGES).transform(
    (rows) => {
      const seen = new Set<number>()
      return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)))
    },
  )

/** The most documents a product has, and the longest name one is shown under. */
const MAX_DOCUMENTS = 20
export const MAX_DOCUMENT_NAME_LENGTH = 200

/**
 * A document on the product: an uploaded one's id (product-documents.ts checked it) and the name
 * the public page shows it under; in the order the page lists them, one listed twice kept once.
 */
const documents = () =>
  list(
    z.object({ id: required(id()), filnavn: required(text(MAX_DOCUMENT_NAME_LENGTH)) }),
    MAX_DOCUMENTS,
  ).transform((rows) => {
    const seen = new Set<number>()
    return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)))
  })

/** Each text field's schema, by its longest length. */
function mapValues<T>(lengths: Record<string, number>, schema: (max: number) => T) {
  return Object.fromEntries(Object.entries(lengths).map(([name, max]) => [name, schema(max)]))
}

const otherTexts = mapValues(OTHER_TEXTS, nullableText) as {
  [Name in keyof typeof OTHER_TEXTS]: ReturnType<typeof nullableText>
}

const commonFields = {
  ...otherTexts,
  eanNr: nullable(ean()),
  lenke: nullable(webAddress()),
  meldingFraLand: nullable(countryCode()),
  myndighet: required(id()),
  proff: flag(),
  utland: flag(),
  tiltak: list(id(), 40),
  fareList: hazards(),
  bilder: images(),
  /** The picture lists and search results show; without one chosen, the first. */
  hovedbilde: nullable(id()),
  dokumenter: documents(),
  /** The version the form was filled in from: a save of an older one is a conflict. */
  versjon: optional(id()),
}

/** A draft: every field checked for form, none needed but the responsible authority. */
export const productDraftSchema = z.object({
  ...(mapValues(NEEDED_TEXTS, nullableText) as {
    [Name in keyof typeof NEEDED_TEXTS]: ReturnType<typeof nullableText>
  }),
  ...commonFields,
})

const requiredText = (max: number) => required(text(max))

/** A product to publish, or a published one saved: the whole product. */
export const productSchema = z
  .object({
    ...(mapValues(NEEDED_TEXTS, requiredText) as {
      [Name in keyof typeof NEEDED_TEXTS]: ReturnType<typeof requiredText>
    }),
    ...commonFields,
  })
  .superRefine(
    (product, ctx) => {
      const problem = (field: string, key: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message: `staffProducts.validation.${key}` })
      // Also when other fields failed, so the person hears of every problem at once.
      if (Array.isArray(product.fareList) && !product.fareList.length) {
        problem('fareList', 'hazardRequired')
      }
      if (product.utland === true && !product.meldingFraLand) {
        problem('meldingFraLand', 'countryWhenAbroad')
      }
    },
    { when: () => true },
  )

export type ProductDraftFields = z.output<typeof productDraftSchema>
export type ProductFields = z.output<typeof productSchema>
