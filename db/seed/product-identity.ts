import type { LeafContext } from './category-tree.ts'
import type { ColourName } from './colours.ts'
import { pickCompanies, type Companies } from './companies.ts'
import { randomEan13 } from './ean.ts'
import { kindsOf, type ProductKind } from './product-kinds.ts'
import { makeKjennetegn, makeName, type Noun, type ProductName } from './product-names.ts'
import type { Random } from './random.ts'
import type { MeasureName, RiskName } from './risks-and-measures.ts'

/** What a product is and who made it: everything drawn from the seed alone, never from the clock. */
export interface ProductIdentity {
  kind: ProductKind
  noun: Noun
  /** The product's colour, the same in its name, description and pictures; none for liquids. */
  colour: ColourName | null
  /** The colour of its handles, buttons or trim, when it has any other. */
  accent: ColourName | null
  material: string | null
  name: ProductName
  kjennetegn: string
  companies: Companies
  eanNr: string | null
  /** Listed under the level-2 category rather than its level-3 one. */
  inBranch: boolean
  proff: boolean
  utland: boolean
  meldingFraLand: string | null
  risks: RiskName[]
  measures: MeasureName[]
}

// Countries that report most often through the EU's Safety Gate, roughly by how often.
const reportingCountries = [
  ['SE', 15],
  ['DE', 12],
  ['DK', 10],
  ['FI', 8],
  ['FR', 8],
  ['NL', 6],
  ['PL', 6],
  ['ES', 5],
  ['IT', 5],
  ['CZ', 4],
  ['AT', 4],
  ['BE', 4],
  ['EE', 4],
  ['LT', 4],
  ['HU', 3],
  ['LV', 3],
  ['IE', 3],
  ['CY', 2],
  ['SK', 2],
  ['SI', 2],
  ['IS', 2],
  ['PT', 2],
] as const

// Trim colours that go with anything.
const accents: readonly ColourName[] = ['svart', 'hvit', 'grå', 'sølvfarget']

const measureWeights = [
  ['Tilbakekalling fra forbruker', 40],
  ['Tilbaketrekking fra markedet', 20],
  ['Advarsel til forbrukere', 10],
  ['Salgsforbud', 8],
  ['Retting av produktet', 6],
  ['Importstopp', 5],
  ['Destruksjon', 4],
  ['Ombytte', 4],
  ['Frivillig tiltak fra virksomheten', 3],
] as const

/** Draws one product's identity; `taken` keeps names and labels unique across the seed. */
export function drawIdentity(
  random: Random,
  context: LeafContext,
  taken: { names: Set<string>; labels: Set<string> },
): ProductIdentity {
  const kind = random.pick(kindsOf(context))
  const { noun } = kind
  const colour = kind.colours.length > 0 ? random.pick(kind.colours) : null
  const accent =
    colour && random.chance(0.4) ? random.pick(accents.filter((c) => c !== colour)) : null
  // A shop may put the colour in the name, and then it is the product's colour.
  const variants = colour ? [...kind.variants, colour] : kind.variants
  let name = makeName(random, noun, variants)
  while (taken.names.has(name.navn)) name = makeName(random, noun, variants)
  let kjennetegn = makeKjennetegn(random, name)
  while (taken.labels.has(kjennetegn)) kjennetegn = makeKjennetegn(random, name)
  taken.names.add(name.navn)
  taken.labels.add(kjennetegn)
  const companies = pickCompanies(random, context.root.trade)
  const utland = random.chance(0.3)
  return {
    kind,
    noun,
    colour,
    accent,
    material: kind.materials.length > 0 ? random.pick(kind.materials) : null,
    name,
    kjennetegn,
    companies,
    eanNr: random.chance(0.85) ? randomEan13(companies.eanPrefix, random) : null,
    inBranch: random.chance(0.12),
    proff: random.chance(context.root.proffRate),
    utland,
    meldingFraLand: utland ? random.weighted(reportingCountries) : null,
    risks: drawRisks(random, kind.risks),
    measures: drawMeasures(random, kind.consumable),
  }
}

/** One to three risks from the category's own list, usually led by its most typical one. */
function drawRisks(random: Random, risks: readonly RiskName[]): RiskName[] {
  const count = random.int(1, Math.min(3, risks.length))
  const first = random.chance(0.7) ? (risks[0] as RiskName) : random.pick(risks)
  const rest = random.sample(
    risks.filter((risk) => risk !== first),
    count - 1,
  )
  return [first, ...rest]
}

// A cream or a rocket is used up: there is nothing to repair or exchange.
const forDurableGoods = new Set<MeasureName>(['Retting av produktet', 'Ombytte'])

/** The main measure, and now and then a second one. */
function drawMeasures(random: Random, consumable: boolean): MeasureName[] {
  const possible = measureWeights.filter(([name]) => !consumable || !forDurableGoods.has(name))
  const first = random.weighted(possible)
  if (!random.chance(0.3)) return [first]
  const second = random.weighted(possible.filter(([name]) => name !== first))
  return [first, second]
}
