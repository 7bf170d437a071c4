import fc from 'fast-check'
import type { Db } from '../../db/connection.ts'
import { searchQuerySchema, type SearchQuery } from '../../domain/search/search-params.ts'
import { addProduct, createCatalogue } from './catalogue-fixture.ts'

/**
 * Generated catalogues and searches for comparing two ways of searching. The words are few, so
 * that searches find something: Norwegian inflections (one stem, several forms), compounds,
 * accents, stop words, words with digits, and EAN and batch numbers shared by some products.
 */
const WORDS = (
  'lader ladere laderen barneseng barnesenger sykkel sykler sykkelhjelm hjelm hjelmer leke ' +
  'leker lekene brann brannfare kvelning smådeler kjøleskap café Åre strøm støpsel batteri ' +
  'batterier Sikkerhet élan og i med for det x2000 v12 2024 lampe lamper kabel'
).split(' ')
const EANS = ['7090000000099', '7311111111111', '4006381333931']
const BATCHES = ['AB-123', 'lot7', 'LOT7', 'x2000']
/** Around midnight in Norway, in winter and summer time, some shared: ties and day edges. */
const PUBLISHED = [
  '2024-03-30T22:59:59Z',
  '2024-03-30T23:00:00Z',
  '2024-03-31T00:30:00Z',
  '2024-06-30T21:59:59.999Z',
  '2024-06-30T22:00:00Z',
  '2024-07-01T10:00:00Z',
  '2023-01-01T12:00:00Z',
  '2023-01-01T12:00:00Z',
  '2025-05-17T08:00:00.123456Z',
]
const DAYS = ['2023-01-01', '2024-03-30', '2024-03-31', '2024-06-30', '2024-07-01', '2025-05-17']

const words = (max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(' ', ' ', ', ', '-', '. ')), {
      minLength: 1,
      maxLength: max,
    })
    .map((parts) =>
      parts
        .map(([word, gap]) => word + gap)
        .join('')
        .trim(),
    )

const product = fc.record({
  navn: words(4),
  kjennetegn: words(3),
  beskrivelse: words(8),
  produsent: words(2),
  eanNr: fc.option(fc.constantFrom(...EANS), { nil: undefined }),
  batchSerieNr: fc.option(fc.constantFrom(...BATCHES), { nil: undefined }),
  published: fc.constantFrom(...PUBLISHED),
  authority: fc.constantFrom('dsb', 'mattilsynet'),
  hazards: fc.uniqueArray(
    fc.tuple(
      fc.constantFrom('fire', 'choking', 'chemical'),
      fc.constantFrom('children', 'equipment', 'cots', 'prams', 'toys', 'cosmetics'),
    ),
    { minLength: 1, maxLength: 3, selector: ([risk, category]) => `${risk} ${category}` },
  ),
  measures: fc.subarray(['recall', 'salesBan'] as const),
  proff: fc.boolean(),
  utland: fc.boolean(),
  withdrawn: fc.nat(6).map((n) => n === 0),
})

export type GeneratedProduct = typeof product extends fc.Arbitrary<infer T> ? T : never

export const catalogueArbitrary = fc.array(product, { minLength: 20, maxLength: 60 })

export type Catalogue = Awaited<ReturnType<typeof createCatalogue>>

/** Puts a generated catalogue into an empty database; answers its reference data. */
export async function insertCatalogue(db: Db, products: GeneratedProduct[]): Promise<Catalogue> {
  const catalogue = await createCatalogue(db)
  for (const generated of products) {
    await addProduct(db, {
      ...generated,
      myndighetId: catalogue.authorities[generated.authority].id,
      hazards: generated.hazards.map(([risk, category]) => ({
        risikoId: catalogue.risks[risk].id,
        kategoriId: catalogue.categories[category].id,
      })),
      measures: generated.measures.map((measure) => catalogue.measures[measure].id),
      images: 0,
    })
  }
  return catalogue
}

/** A word as someone types it: whole, begun, with one letter wrong, or in capitals. */
const typedWord = fc.oneof(
  fc.constantFrom(...WORDS),
  fc
    .constantFrom(...WORDS)
    .chain((word) => fc.integer({ min: 1, max: word.length }).map((end) => word.slice(0, end))),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat(), fc.constantFrom('', 'e', 'r', 'ø', 'x'))
    .map(([word, at, letter]) => {
      const i = at % word.length
      return word.slice(0, i) + letter + word.slice(i + 1)
    }),
  fc.constantFrom(...WORDS).map((word) => word.toUpperCase()),
)

const text = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(typedWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  },
  { weight: 1, arbitrary: fc.constantFrom(...EANS, ...BATCHES, ' ab-123 ', '-', '!!', 'og i') },
)

const ids = (values: number[]) =>
  fc.subarray(values, { minLength: 1 }).map((chosen) => chosen.join(','))

/** Searches with any mix of text and filters, as the search API would take them. */
export function queryArbitrary(catalogue: Catalogue): fc.Arbitrary<SearchQuery> {
  const categoryIds = Object.values(catalogue.categories).map((category) => category.id)
  const optional = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.option(arbitrary, { nil: undefined, freq: 3 })
  return fc
    .record({
      q: optional(text),
      kategori: optional(fc.constantFrom(...categoryIds, 999_999).map(String)),
      risiko: optional(ids(Object.values(catalogue.risks).map((risk) => risk.id))),
      tiltak: optional(ids(Object.values(catalogue.measures).map((measure) => measure.id))),
      myndighet: optional(ids(Object.values(catalogue.authorities).map((a) => a.id))),
      proff: optional(fc.constant('true')),
      utland: optional(fc.constant('true')),
      df: optional(fc.constantFrom(...DAYS)),
      dt: optional(fc.constantFrom(...DAYS)),
      page: fc.constantFrom('0', '0', '1', '3'),
      size: fc.constantFrom('1', '5', '12'),
    })
    .map((raw) => searchQuerySchema.safeParse(raw))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
}
