import type { AuthorityKey } from './authorities.ts'
import type { RiskName } from './risks-and-measures.ts'
import type { ShapeKey } from './shapes.ts'

/**
 * What a product listed in a category is subject to. Set on a level-1 category and overridden
 * further down where a part of the tree belongs to another authority or regulation.
 */
export interface Oversight {
  authority?: AuthorityKey
  lov?: string
  forskrift?: string
  /** Runs on mains or batteries: fire and explosion then come from overheating, not the material. */
  powered?: boolean
}

/** A level-3 category, with the building blocks its products are made of. */
export interface LeafSeed extends Oversight {
  navn: string
  /** Kinds of product; a trailing '/n' marks a neuter noun (et), '/p' a plural one. */
  types: readonly string[]
  /** Sizes, powers or editions added to some product names. */
  variants: readonly string[]
  shape: ShapeKey
  /** The risks its products pose, most typical first. */
  risks: readonly RiskName[]
  standard?: string
  /** Why its products pose a risk, where the general sentence for that risk would not fit. */
  hazards?: Partial<Record<RiskName, string>>
}

export interface BranchSeed extends Oversight {
  navn: string
  leaves: readonly LeafSeed[]
}

export interface RootSeed extends Required<Oversight> {
  navn: string
  shape: ShapeKey
  naeringsKode: string
  /** The trade word in foreign producers' names, e.g. 'Toys' in 'Lumora Toys Co., Ltd.'. */
  trade: string
  /** Share of its products meant for professional users only. */
  proffRate: number
  branches: readonly BranchSeed[]
}
