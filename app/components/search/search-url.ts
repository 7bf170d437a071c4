/**
 * The search page's state as it lives in the URL (spec section 4): q, pagenr (1-based), katid,
 * proff and utland (true), df, dt, and risiko/tiltak/myndighet as comma-joined ids. Pure and
 * free of Zod, so the browser can use it to turn the filter form into a URL without loading the
 * schema; the loader validates with the domain's schema (parse-search.server.ts).
 */
import { isCalendarDay } from '../../../domain/dates/date-range.ts'

export const SEARCH_PATH = '/search'

export const LIST_PARAMS = ['risiko', 'tiltak', 'myndighet'] as const

/** The domain's names (page 0-based, kategori) so a SearchQuery can be written back as it is. */
export interface SearchState {
  q?: string
  page?: number
  kategori?: number
  proff?: boolean
  utland?: boolean
  df?: string
  dt?: string
  risiko?: number[]
  tiltak?: number[]
  myndighet?: number[]
}

/** Every value of a list parameter, whether it came as `1,2` or as `1&…=2`, in one string. */
export function joinListParam(params: URLSearchParams, name: string): string | undefined {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  return values.length ? values.join(',') : undefined
}

/** A parameter's value, or undefined when it is missing or empty (as a plain form sends it). */
export function optionalParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim()
  return value ? value : undefined
}

/**
 * A lenient reading, for the browser: whatever is not a valid number or flag is left out. The
 * server reads the same URL strictly and shows an error instead.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const pagenr = wholeNumber(optionalParam(params, 'pagenr'))
  const state: SearchState = {
    q: optionalParam(params, 'q'),
    page: pagenr && pagenr > 1 ? pagenr - 1 : undefined,
    kategori: wholeNumber(optionalParam(params, 'katid')),
    proff: params.get('proff') === 'true' || undefined,
    utland: params.get('utland') === 'true' || undefined,
    df: isoDate(optionalParam(params, 'df')),
    dt: isoDate(optionalParam(params, 'dt')),
  }
  for (const name of LIST_PARAMS) {
    const ids = (joinListParam(params, name) ?? '')
      .split(',')
      .map(wholeNumber)
      .filter((id): id is number => id !== undefined)
    if (ids.length) state[name] = ids
  }
  return state
}

function isoDate(value: string | undefined): string | undefined {
  return value && isCalendarDay(value) ? value : undefined
}

function wholeNumber(value: string | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined
}

/**
 * The search's parameters in canonical form: the spec's order, page 1 and false flags left out,
 * ids sorted and unique and comma-joined.
 */
function searchParamPairs(state: SearchState): Array<[string, string]> {
  const parts: Array<[string, string]> = []
  if (state.q?.trim()) parts.push(['q', state.q.trim()])
  if (state.page && state.page > 0) parts.push(['pagenr', String(state.page + 1)])
  if (state.kategori !== undefined) parts.push(['katid', String(state.kategori)])
  if (state.proff) parts.push(['proff', 'true'])
  if (state.utland) parts.push(['utland', 'true'])
  if (state.df) parts.push(['df', state.df])
  if (state.dt) parts.push(['dt', state.dt])
  for (const name of LIST_PARAMS) {
    const ids = [...new Set(state[name] ?? [])].sort((a, b) => a - b)
    if (ids.length) parts.push([name, ids.join(',')])
  }
  return parts
}

/** The canonical query string (no leading '?'), commas kept so the URL reads as the spec's. */
export function searchQueryString(state: SearchState): string {
  return joinPairs(searchParamPairs(state))
}

/** The search page's address for a state. */
export function searchHref(state: SearchState): string {
  const query = searchQueryString(state)
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH
}

/** The page that subscribes to a search's new products, the search filled in (page left out). */
export function subscriptionHref(state: SearchState): string {
  const query = searchQueryString({ ...state, page: undefined })
  return query ? `/abonnement/opprett?${query}` : '/abonnement/opprett'
}

/**
 * The search a cleared free-text field stands for: the same category and filters without q, on
 * page 1, since a changed search starts over (spec section 4).
 */
export function withoutQueryHref(params: URLSearchParams): string {
  return searchHref({ ...readSearchState(params), q: undefined, page: undefined })
}

/** The same filters as the API names them (kategori, no paging), for statistics and export. */
export function apiFilterPairs(state: SearchState): Array<[string, string]> {
  const { page: _page, kategori, ...rest } = state
  const pairs = searchParamPairs(rest)
  return kategori === undefined ? pairs : [...pairs, ['kategori', String(kategori)]]
}

export function apiFilterString(state: SearchState): string {
  return joinPairs(apiFilterPairs(state))
}

/** The Atom feed of a search's newest products (GET /api/v1/produkt/feed), paging left out. */
export function feedHref(state: SearchState): string {
  const query = apiFilterString(state)
  return query ? `/api/v1/produkt/feed?${query}` : '/api/v1/produkt/feed'
}

function joinPairs(pairs: Array<[string, string]>): string {
  return pairs
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&')
}

/** Whether a URL was written by a plain form (empty fields, repeated ids) and not by us. */
export function isPlainFormUrl(params: URLSearchParams): boolean {
  for (const [name, value] of params) {
    if (name !== 'lang' && !value.trim()) return true
  }
  return LIST_PARAMS.some((name) => params.getAll(name).length > 1)
}
