import type { Services } from '#app-context'
import { newQuestion } from '../../../domain/captcha/question-captcha.ts'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import type { CategoryNode } from './category-options.ts'
import { productInAddress } from './product-in-address.server.ts'

export interface ConcernProduct {
  id: number
  navn: string
  kjennetegn: string
}

/**
 * The concern page: the category tree for the category field, a question for a post without
 * JavaScript, and, when the address names a product, that product and what the form starts
 * with (spec section 3): its id, name and producer, and its category when every hazard of the
 * product is in the same one. Undefined when the named product is not listed (or no longer).
 */
export async function loadConcernPage(services: Services, productParam: string | undefined) {
  const question = newQuestion(services.captcha)
  const categories: CategoryNode[] = (await referenceList(services.db, 'categories')).map(
    ({ id, navn, nivaa, parent }) => ({ id, navn, nivaa, parent }),
  )
  const found = await productInAddress(services, productParam)
  if (found === undefined) return { question, categories, product: undefined, preset: {} }
  if (found === null) return undefined
  const { id } = found
  const product: ConcernProduct = { id, navn: found.navn, kjennetegn: found.kjennetegn }
  // As saveConcern does when none is sent: hazards in one category leave no doubt about it.
  const hazardCategories = new Set(found.fareList.map((hazard) => hazard.produktKategoriId))
  const [category] = hazardCategories.size === 1 ? hazardCategories : []
  const preset: Record<string, string[]> = {
    produkt_id: [String(id)],
    produkt_navn: [found.navn],
    ...(found.produsent ? { produkt_produsent_navn: [found.produsent] } : {}),
    ...(category === undefined ? {} : { produkt_kategori: [String(category)] }),
  }
  return { question, categories, product, preset }
}
