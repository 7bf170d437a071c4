import type { StoredFields } from '../../../../domain/staff/products/changed-fields.ts'
import { formFields, groupField } from '../../form/form-values.ts'

/** A hazard row as the form holds it: two ids as text, either maybe blank. */
export interface HazardRow {
  risikoId: string
  produktKategoriId: string
}

/** A picture as the form holds it: its id and its alternative text, as typed. */
export interface ImageRow {
  id: string
  alt: string
}

/** A document as the form holds it: its id and the name the public page shows, as typed. */
export interface DocumentRow {
  id: string
  filnavn: string
}

/**
 * The product form's values as posted and as shown again: text fields by name, the measures
 * ticked, the hazard rows and the version the form was filled in from. The domain's schemas
 * (product-schema.ts) take this object as it is.
 */
export interface ProductFormValues {
  texts: Record<string, string>
  tiltak: string[]
  fareList: HazardRow[]
  /** The pictures in the order they are shown; the main one is `texts.hovedbilde`. */
  bilder: ImageRow[]
  /** The documents in the order the public page lists them. */
  dokumenter: DocumentRow[]
  versjon: string
}

/** The lists of rows in the form, posted as `fareList.0.risikoId` and `bilder.0.alt`. */
const GROUPS = ['fareList', 'bilder', 'dokumenter'] as const

/** How many blank hazard rows the form has below those filled in. */
const BLANK_HAZARD_ROWS = 2

/**
 * What the submit button asked for. `bilde` is any of the picture and document buttons (upload,
 * move, remove): the form comes back with the pictures or documents changed, and nothing is saved.
 */
const PRODUCT_INTENTS = ['utkast', 'publiser', 'lagre', 'trekk', 'bilde'] as const
export type ProductIntent = (typeof PRODUCT_INTENTS)[number]

/** Reads a posted product form; names no form of ours has are left out. */
export function readProductForm(form: FormData): {
  values: ProductFormValues
  intent: ProductIntent | undefined
  /**
   * Which picture or document button, when one was pressed: `last-opp`, `opp:12`, `ned:12`,
   * `fjern:12`, `dokument-fjern:12`.
   */
  imageButton?: string
} {
  const fields = formFields(form)
  const texts: Record<string, string> = Object.create(null) as Record<string, string>
  const rows: HazardRow[] = []
  const images: ImageRow[] = []
  const documents: DocumentRow[] = []
  for (const [name, posted] of Object.entries(fields)) {
    const row = groupField(name, GROUPS)
    if (
      row?.group === 'fareList' &&
      (row.field === 'risikoId' || row.field === 'produktKategoriId')
    ) {
      rows[row.index] ??= { risikoId: '', produktKategoriId: '' }
      rows[row.index]![row.field] = posted.at(-1)!
    } else if (row?.group === 'bilder' && (row.field === 'id' || row.field === 'alt')) {
      images[row.index] ??= { id: '', alt: '' }
      images[row.index]![row.field] = posted.at(-1)!
    } else if (row?.group === 'dokumenter' && (row.field === 'id' || row.field === 'filnavn')) {
      documents[row.index] ??= { id: '', filnavn: '' }
      documents[row.index]![row.field] = posted.at(-1)!
    } else if (!name.includes('.') && name !== 'tiltak') {
      texts[name] = posted.at(-1)!
    }
  }
  const { handling = '', versjon = '', ...rest } = texts
  const imageButton = handling.startsWith('bilde:') ? handling.slice('bilde:'.length) : undefined
  const intent = imageButton ? 'bilde' : PRODUCT_INTENTS.find((each) => each === handling)
  return {
    intent,
    imageButton,
    values: {
      texts: rest,
      tiltak: fields.tiltak ?? [],
      fareList: rows.filter(Boolean),
      bilder: images.filter(Boolean),
      dokumenter: documents.filter(Boolean),
      versjon,
    },
  }
}

/** The object the domain's schemas take. */
export function schemaInput(values: ProductFormValues) {
  return {
    ...values.texts,
    tiltak: values.tiltak,
    fareList: values.fareList,
    bilder: values.bilder,
    dokumenter: values.dokumenter,
    versjon: values.versjon,
  }
}

/** A stored product or draft as the form shows it, at its version. */
export function formValuesOf(fields: StoredFields, versjon: number): ProductFormValues {
  const { tiltak, fareList, proff, utland, myndighet, bilder, hovedbilde, dokumenter, ...texts } =
    fields
  return {
    texts: {
      ...Object.fromEntries(Object.entries(texts).map(([name, value]) => [name, value ?? ''])),
      myndighet: myndighet ? String(myndighet) : '',
      hovedbilde: hovedbilde ? String(hovedbilde) : '',
      ...(proff ? { proff: 'true' } : {}),
      ...(utland ? { utland: 'true' } : {}),
    },
    tiltak: tiltak.map(String),
    fareList: fareList.map((hazard) => ({
      risikoId: String(hazard.risikoId),
      produktKategoriId: String(hazard.produktKategoriId),
    })),
    bilder: bilder.map((image) => ({ id: String(image.id), alt: image.alt })),
    dokumenter: dokumenter.map((document) => ({ ...document, id: String(document.id) })),
    versjon: String(versjon),
  }
}

/** The rows the form shows: those with anything in them, then a few blank ones to fill. */
export function hazardRowsToShow(rows: HazardRow[]): HazardRow[] {
  const filled = rows.filter((row) => row.risikoId || row.produktKategoriId)
  const blank = Array.from({ length: BLANK_HAZARD_ROWS }, () => ({
    risikoId: '',
    produktKategoriId: '',
  }))
  return [...filled, ...blank]
}
