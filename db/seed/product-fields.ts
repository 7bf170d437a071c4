import type { LeafContext } from './category-tree.ts'
import { companyDomain } from './companies.ts'
import { consumerAction, whyDangerous } from './hazard-texts.ts'
import { batchNumber, describeProduct, otherInformation, slug } from './product-details.ts'
import type { ProductIdentity } from './product-identity.ts'
import type { Random } from './random.ts'
import type { MeasureName } from './risks-and-measures.ts'

/** The labels of one product row, before the ids it refers to are known. */
export interface ProductFields {
  navn: string
  kjennetegn: string
  beskrivelse: string
  produsent: string
  hvorforFarlig: string
  forbrukerAksjon: string
  importoer: string | null
  distributoer: string | null
  gjeldendeLov: string
  gjeldendeForskrift: string
  naeringsKode: string | null
  produktStandard: string | null
  meldingFraLand: string | null
  annenInformasjon: string | null
  lenke: string | null
  batchSerieNr: string | null
  eanNr: string | null
  proff: boolean
  utland: boolean
}

/** The texts and labels of a product, built from its identity and its category's blocks. */
export function productFields(
  random: Random,
  context: LeafContext,
  identity: ProductIdentity,
  published: Date,
): ProductFields {
  return {
    ...productTexts(random, context, identity, published),
    ...productLabels(random, context, identity, published),
  }
}

function productTexts(
  random: Random,
  context: LeafContext,
  identity: ProductIdentity,
  published: Date,
) {
  const { companies, name } = identity
  return {
    navn: name.navn,
    kjennetegn: identity.kjennetegn,
    produsent: companies.produsent,
    beskrivelse: describeProduct(random, {
      ...identity,
      ...companies,
      navn: name.navn,
      consumable: identity.kind.consumable,
      firstPublished: published,
    }),
    hvorforFarlig: whyDangerous(random, identity.risks, {
      power: identity.kind.power,
      standard: context.leaf.standard,
      hazards: identity.kind.hazards,
      substances: identity.kind.substances,
    }),
    forbrukerAksjon: consumerAction(random, identity.measures[0] as MeasureName),
    annenInformasjon: otherInformation(random, identity.utland),
  }
}

function productLabels(
  random: Random,
  context: LeafContext,
  identity: ProductIdentity,
  published: Date,
) {
  const { companies, name } = identity
  const business = companies.importoer ?? companies.distributoer ?? companies.produsent
  const { standard } = context.leaf
  return {
    importoer: companies.importoer,
    distributoer: companies.distributoer,
    gjeldendeLov: context.oversight.lov,
    gjeldendeForskrift: context.oversight.forskrift,
    naeringsKode: random.weighted([
      [context.root.naeringsKode, 65],
      ['47.910 Postordrehandel og handel via Internett', 25],
      [null, 10],
    ]),
    produktStandard: standard && random.chance(0.85) ? standard : null,
    meldingFraLand: identity.meldingFraLand,
    lenke: random.chance(0.5)
      ? `https://www.${companyDomain(business)}/tilbakekalling/${slug(name.navn)}`
      : null,
    batchSerieNr: batchNumber(random, published),
    eanNr: identity.eanNr,
    proff: identity.proff,
    utland: identity.utland,
  }
}
