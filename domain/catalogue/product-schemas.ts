import { z } from 'zod'

/** A product as a card shows it (spec section 3, "Product (list)"). */
export const productListItemSchema = z.object({
  id: z.number().int(),
  navn: z.string(),
  kjennetegn: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  /** Risk ids, one for each distinct risk among the product's hazards. */
  risikoer: z.array(z.number().int()),
  firstPublished: z.string(),
  sortSistEndretDato: z.string(),
})

const thumbnailMetaSchema = z.object({
  url: z.string(),
  alt: z.string(),
  mainThumbnail: z.boolean(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
})

const hazardSchema = z.object({
  risikoId: z.number().int(),
  produktKategoriId: z.number().int(),
})

/** Everything public about one product (spec section 3, "Product (detail)" and its info labels). */
export const productDetailSchema = z.object({
  id: z.number().int(),
  navn: z.string(),
  kjennetegn: z.string(),
  beskrivelse: z.string(),
  produsent: z.string().nullable(),
  hvorforFarlig: z.string(),
  forbrukerAksjon: z.string(),
  importoer: z.string().nullable(),
  distributoer: z.string().nullable(),
  gjeldendeLov: z.string().nullable(),
  gjeldendeForskrift: z.string().nullable(),
  naeringsKode: z.string().nullable(),
  produktStandard: z.string().nullable(),
  meldingFraLand: z.string().nullable(),
  annenInformasjon: z.string().nullable(),
  lenke: z.string().nullable(),
  batchSerieNr: z.string().nullable(),
  eanNr: z.string().nullable(),
  proff: z.boolean(),
  utland: z.boolean(),
  firstPublished: z.string(),
  sistEndret: z.string(),
  myndighet: z.object({ id: z.number().int(), navn: z.string() }),
  fareList: z.array(hazardSchema),
  /** Measure ids. */
  tiltak: z.array(z.number().int()),
  thumbnailMetaList: z.array(thumbnailMetaSchema),
  attachment: z.array(z.object({ url: z.string(), filnavn: z.string() })),
})

export type ProductListItem = z.infer<typeof productListItemSchema>
export type ProductDetail = z.infer<typeof productDetailSchema>
