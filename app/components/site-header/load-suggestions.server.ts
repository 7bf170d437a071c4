import type { Services } from '#app-context'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import { searchQuerySchema } from '../../../domain/search/search-params.ts'
import { searchHref } from '../search/search-url.ts'

/** The most suggestions the header search offers under the field. */
const MAX_SUGGESTIONS = 8
/** Categories come first, but never crowd out the products. */
const MAX_CATEGORIES = 3
/** Fewer letters than this match too much to be of use. */
export const MIN_SUGGESTION_LENGTH = 2
export const MAX_SUGGESTION_LENGTH = 200

export interface Suggestion {
  kind: 'category' | 'product'
  label: string
  href: string
}

// Lower case without accents, as the search itself folds them: «Førstehjelp» matches «forste».
const fold = (text: string) =>
  text
    .toLocaleLowerCase('nb')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replaceAll('ø', 'o')
    .replaceAll('æ', 'ae')

/**
 * What the header search suggests for a few typed letters: the categories with a word starting
 * with them, then the products the search index finds best, up to MAX_SUGGESTIONS in all.
 */
export async function loadSuggestions({ db, search }: Services, q: string): Promise<Suggestion[]> {
  const typed = fold(q)
  const [categories, products] = await Promise.all([
    referenceList(db, 'categories'),
    search.search(searchQuerySchema.parse({ q, size: MAX_SUGGESTIONS })),
  ])
  const matchingCategories = categories
    .filter(({ navn }) =>
      fold(navn)
        .split(/[^\p{L}\p{N}]+/u)
        .some((word) => word.startsWith(typed)),
    )
    .slice(0, MAX_CATEGORIES)
    .map(({ id, navn }): Suggestion => ({
      kind: 'category',
      label: navn,
      href: searchHref({ kategori: id }),
    }))
  const matchingProducts = products.content.map(({ id, navn }): Suggestion => ({
    kind: 'product',
    label: navn,
    href: `/produkt/${id}`,
  }))
  return [...matchingCategories, ...matchingProducts].slice(0, MAX_SUGGESTIONS)
}
