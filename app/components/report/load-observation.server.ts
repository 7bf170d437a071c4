import type { Services } from '#app-context'
import { newQuestion } from '../../../domain/captcha/question-captcha.ts'
import { searchQuerySchema } from '../../../domain/search/search-params.ts'
import { productInAddress } from './product-in-address.server.ts'

/** How many matches the product search offers to pick from. */
const MATCHES = 10

export interface ProductChoice {
  id: number
  navn: string
  kjennetegn: string
}

/**
 * The observation page: the product from the address when there is one (undefined when it is
 * not listed), else the products matching `produktsok`, and a question for a post without
 * JavaScript.
 */
export async function loadObservationPage(
  services: Services,
  productParam: string | undefined,
  params: URLSearchParams,
) {
  const question = newQuestion(services.captcha)
  const product = await productInAddress(services, productParam)
  if (product === null) return undefined
  if (product) {
    const { id, navn, kjennetegn } = product
    const chosen: ProductChoice = { id, navn, kjennetegn }
    return { question, product: chosen, query: '', matches: [] }
  }
  const query = (params.get('produktsok') ?? '').trim().slice(0, 200)
  const matches = query
    ? (await services.search.search(searchQuerySchema.parse({ q: query, size: MATCHES }))).content
    : []
  return {
    question,
    product: undefined,
    query,
    matches: matches.map(({ id, navn, kjennetegn }): ProductChoice => ({ id, navn, kjennetegn })),
  }
}
