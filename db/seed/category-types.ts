import type { AuthorityKey } from './authorities.ts'
import type { ColourName } from './colours.ts'
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
  /** Runs on mains power, unless a kind says otherwise; else the kinds run on nothing. */
  powered?: boolean
}

/** What a product runs on: it decides which hazards are possible and how fire starts. */
export type Power = 'mains' | 'battery' | 'fuel' | 'none'

/** What a product's look and make are drawn from; a kind of product narrows its category's. */
interface Make {
  power?: Power
  /** Colours it is sold in; none where the texts should not speak of colour (creams, liquids). */
  colours?: readonly ColourName[]
  /** What it is made of, as 'laget av …' ends: 'heltre bøk', 'rustfritt stål'. */
  materials?: readonly string[]
  /** Substances a chemical finding may name. */
  substances?: readonly string[]
  /** Why its products pose a risk, where the general sentence for that risk would not fit. */
  hazards?: Partial<Record<RiskName, string>>
  /** Used up rather than kept (creams, fireworks): nothing to repair or exchange. */
  consumable?: boolean
}

/**
 * One kind of product in a category, where it differs from the category: a dumbbell set in a
 * category of treadmills has no mains lead, so no electric shock.
 */
export interface KindSeed extends Make {
  /** The noun; a trailing '/n' marks a neuter noun (et), '/p' a plural one. */
  noun: string
  /** Its own risks, most typical first, instead of the category's. */
  risks?: readonly RiskName[]
  /** Its own sizes and editions, instead of the category's. */
  variants?: readonly string[]
}

/** A level-3 category, with the building blocks its products are made of. */
export interface LeafSeed extends Oversight, Make {
  navn: string
  /** Kinds of product: a noun alone takes everything from the category. */
  types: readonly (string | KindSeed)[]
  /** Sizes, powers or editions added to some product names; never a colour or a material. */
  variants: readonly string[]
  shape: ShapeKey
  /** The risks its products pose, most typical first. */
  risks: readonly RiskName[]
  standard?: string
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
  /** Colours its products usually come in, unless a category or kind says otherwise. */
  colours: readonly ColourName[]
  consumable: boolean
  branches: readonly BranchSeed[]
}
