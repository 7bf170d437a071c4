import { mayEditProductOf, type Actor } from '../roles.ts'

/** A change the rules forbid this person: the page answers 403 and nothing is written. */
export class ProductForbiddenError extends Error {
  constructor() {
    super('forbidden')
  }
}

/** The product or draft is not there (never was, or a draft since published). */
export class ProductNotFoundError extends Error {
  constructor() {
    super('not found')
  }
}

/**
 * Refuses unless the person may change products of every authority named: the one responsible
 * now and, when moved, the one it moves to. An editor can neither change another authority's
 * product nor give their own product to another authority.
 */
export function assertMayEdit(actor: Actor, ...authorityIds: number[]): void {
  if (!authorityIds.every((authorityId) => mayEditProductOf(actor, authorityId))) {
    throw new ProductForbiddenError()
  }
}
