import type { AuthorityKey } from './authorities.ts'
import { leafContexts, type LeafContext } from './category-tree.ts'
import { recallNotice, type DocumentDraft } from './documents.ts'
import { productImages, type ImageDraft } from './images.ts'
import { productFields, type ProductFields } from './product-fields.ts'
import { drawIdentity, type ProductIdentity } from './product-identity.ts'
import type { ProductKind } from './product-kinds.ts'
import { createRandom, type Random } from './random.ts'
import type { MeasureName, RiskName } from './risks-and-measures.ts'
import { publicationDates, type ProductDates } from './timeline.ts'

/** A product ready to insert, naming its category, authority, risks and measures. */
export interface ProductDraft {
  fields: ProductFields
  /** What the product is and runs on; not stored, but what its texts and pictures follow. */
  kind: ProductKind
  colour: ProductIdentity['colour']
  dates: ProductDates
  categoryName: string
  authority: AuthorityKey
  risks: RiskName[]
  measures: MeasureName[]
  images: ImageDraft[]
  document: DocumentDraft | null
}

export interface ProductOptions {
  count: number
  /** How many products have a completed recall and are no longer public. */
  withdrawnCount: number
  now: Date
}

/**
 * The demo products, oldest first. Each part draws from a stream of its own, so the names,
 * labels and barcodes depend only on the seed, while the dates follow the moment of seeding.
 */
export function generateProducts(options: ProductOptions): ProductDraft[] {
  const identities = createRandom('produkter')
  const texts = createRandom('tekster')
  const pictures = createRandom('bilder')
  const dates = publicationDates(
    options.count,
    options.now,
    createRandom('tidslinje'),
    options.withdrawnCount,
  )
  const categories = categorySequence(identities, options.count)
  const taken = { names: new Set<string>(), labels: new Set<string>() }
  return categories.map((context, index) => {
    const identity = drawIdentity(identities, context, taken)
    const productDates = dates[index] as ProductDates
    const fields = productFields(texts, context, identity, productDates.firstPublished)
    return {
      fields,
      kind: identity.kind,
      colour: identity.colour,
      dates: productDates,
      categoryName: identity.inBranch ? context.branch.navn : context.leaf.navn,
      authority: context.oversight.authority,
      risks: identity.risks,
      measures: identity.measures,
      images: productImages(pictures, {
        ...fields,
        shape: context.leaf.shape,
        colour: identity.colour,
        accent: identity.accent,
      }),
      document: recallDocument(texts, fields, identity, productDates.firstPublished),
    }
  })
}

/** Every level-3 category in turn, reshuffled each round, so all get products and none too many. */
function categorySequence(random: Random, count: number): LeafContext[] {
  const contexts = leafContexts()
  const sequence: LeafContext[] = []
  while (sequence.length < count) sequence.push(...random.shuffle(contexts))
  return sequence.slice(0, count)
}

// A few recalled products carry the business's own notice as an attachment.
function recallDocument(
  random: Random,
  fields: ProductFields,
  identity: ProductIdentity,
  published: Date,
): DocumentDraft | null {
  const recalled = identity.measures.includes('Tilbakekalling fra forbruker')
  if (!random.chance(0.04) || !recalled) return null
  const business = fields.importoer ?? fields.distributoer ?? fields.produsent
  return recallNotice({ ...fields, business, published })
}
