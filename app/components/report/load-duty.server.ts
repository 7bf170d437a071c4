import type { Services } from '#app-context'
import { newQuestion } from '../../../domain/captcha/question-captcha.ts'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import type { CategoryNode } from './category-options.ts'
import { countryOptions, namedOptions, outsideNorway } from './report-options.ts'

/**
 * The duty-to-report page: the reference lists its choices come from, and a question for a post
 * without JavaScript. Norway is left out of the countries sold in outside Norway (spec
 * section 9) but kept for the producer's, importers' and distributors' countries.
 */
export async function loadDutyPage(services: Services) {
  const { db } = services
  const [categories, risks, measures, countries] = await Promise.all([
    referenceList(db, 'categories'),
    referenceList(db, 'risks'),
    referenceList(db, 'measures'),
    referenceList(db, 'countries'),
  ])
  const allCountries = countryOptions(countries)
  return {
    question: newQuestion(services.captcha),
    categories: categories.map(({ id, navn, nivaa, parent }): CategoryNode => ({
      id,
      navn,
      nivaa,
      parent,
    })),
    risks: namedOptions(risks),
    measures: namedOptions(measures),
    countries: allCountries,
    countriesAbroad: outsideNorway(allCountries),
  }
}

export type DutyPageData = Awaited<ReturnType<typeof loadDutyPage>>
