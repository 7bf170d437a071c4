import type { LeafContext } from './category-tree.ts'
import { pickCompanies, type Companies } from './companies.ts'
import { randomEan13 } from './ean.ts'
import {
  makeKjennetegn,
  makeName,
  parseNoun,
  type Noun,
  type ProductName,
} from './product-names.ts'
import type { Random } from './random.ts'
import type { MeasureName, RiskName } from './risks-and-measures.ts'

/** What a product is and who made it: everything drawn from the seed alone, never from the clock. */
export interface ProductIdentity {
  noun: Noun
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
  const noun = parseNoun(random.pick(context.leaf.types))
  let name = makeName(random, noun, context.leaf.variants)
  while (taken.names.has(name.navn)) name = makeName(random, noun, context.leaf.variants)
  let kjennetegn = makeKjennetegn(random, name)
  while (taken.labels.has(kjennetegn)) kjennetegn = makeKjennetegn(random, name)
  taken.names.add(name.navn)
  taken.labels.add(kjennetegn)
  const companies = pickCompanies(random, context.root.trade)
  const utland = random.chance(0.3)
  return {
    noun,
    name,
    kjennetegn,
    companies,
    eanNr: random.chance(0.85) ? randomEan13(companies.eanPrefix, random) : null,
    inBranch: random.chance(0.12),
    proff: random.chance(context.root.proffRate),
    utland,
    meldingFraLand: utland ? random.weighted(reportingCountries) : null,
    risks: drawRisks(random, context.leaf.risks),
    measures: drawMeasures(random),
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

/** The main measure, and now and then a second one. */
function drawMeasures(random: Random): MeasureName[] {
  const first = random.weighted(measureWeights)
  if (!random.chance(0.3)) return [first]
  const second = random.weighted(measureWeights.filter(([name]) => name !== first))
  return [first, second]
}
