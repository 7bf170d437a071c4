import type { Services } from '#app-context'
import { referenceList } from '../../../../domain/catalogue/reference-lists.ts'

/** The lists the routing pages name rules by and choose from. */
export async function routingNames(db: Services['db']) {
  const [categories, risks, authorities] = await Promise.all([
    referenceList(db, 'categories'),
    referenceList(db, 'risks'),
    referenceList(db, 'authorities'),
  ])
  return {
    categories: categories.map(({ id, navn, parent }) => ({ id, navn, parent })),
    risks: risks.map(({ id, navn }) => ({ id, navn })),
    authorities: authorities.map(({ id, navn, kortnavn }) => ({ id, navn, kortnavn })),
  }
}

export type RoutingNames = Awaited<ReturnType<typeof routingNames>>
