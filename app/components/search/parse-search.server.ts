import { searchQuerySchema, type SearchQuery } from '../../../domain/search/search-params.ts'
import { joinListParam, LIST_PARAMS, optionalParam } from './search-url.ts'

/**
 * One thing wrong with a search URL: the URL parameter's name, the i18n key of the text and the
 * values the text is filled with besides the name (a date range's first and last day).
 */
interface SearchIssue {
  name: string
  key: string
  values?: Record<string, string | number>
}

export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; issues: SearchIssue[] }

/** The domain calls them page (0-based) and kategori; the URL pagenr (1-based) and katid. */
const URL_NAMES: Record<string, string> = { page: 'pagenr', kategori: 'katid' }

/** The domain's texts that name its own 0-based page, as the URL's 1-based pagenr words them. */
const URL_KEYS: Record<string, string> = { 'search.invalidPage': 'search.invalidPageNumber' }

/**
 * Reads a search URL strictly, with the domain's Zod schema (the same rules as the API), into
 * the domain's SearchQuery. Lists may come comma-joined or repeated; empty fields count as none.
 */
export function parseSearch(params: URLSearchParams, size: number): ParsedSearch {
  const input: Record<string, string | number | undefined> = {
    q: params.get('q') ?? undefined,
    kategori: optionalParam(params, 'katid'),
    proff: optionalParam(params, 'proff'),
    utland: optionalParam(params, 'utland'),
    df: optionalParam(params, 'df'),
    dt: optionalParam(params, 'dt'),
    page: pageFromPagenr(optionalParam(params, 'pagenr')),
    size,
  }
  for (const name of LIST_PARAMS) input[name] = joinListParam(params, name)
  const result = searchQuerySchema.safeParse(input)
  if (result.success) return { ok: true, query: result.data }
  return {
    ok: false,
    issues: result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '')
      const name = URL_NAMES[field] ?? field
      const key = URL_KEYS[issue.message] ?? issue.message
      const values = issue.code === 'custom' ? issue.params : undefined
      return values ? { name, key, values } : { name, key }
    }),
  }
}

/** pagenr 1 is page 0; anything that is not a whole number from 1 goes on to fail in the schema. */
function pageFromPagenr(pagenr: string | undefined): string | undefined {
  if (pagenr === undefined) return undefined
  return /^\d{1,9}$/.test(pagenr) && Number(pagenr) >= 1 ? String(Number(pagenr) - 1) : 'invalid'
}
