import { sql } from 'drizzle-orm'
import { RoaringBitmap32 } from './roaring.ts'
import type { Db } from '../../../db/connection.ts'
import type { CategoryHits } from '../search-result.ts'
import { toListItem, type ListItemRow } from '../list-item.ts'
import { intArray } from '../search-result.ts'
import type { SearchFilter, SearchQuery } from '../search-params.ts'
import type { SearchResult } from '../search-result.ts'
import { CatalogueBitmaps } from './catalogue-bitmaps.ts'
import { NameRanking } from './name-ranking.ts'
import { productBatches, readWords } from './product-rows.ts'
import { planText, type TextPlan } from './text-plan.ts'

/** How every caller searches the products: the search API and pages, export, feed, newsletter. */
export interface ProductSearch {
  search(query: SearchQuery): Promise<SearchResult>
  /** Every product a search finds, best first with text, otherwise newest first. */
  matchingIds(filter: SearchFilter): Promise<number[]>
}

/** The ids of a page of a search, how many it finds in all, and the hits per category. */
export interface SearchHits {
  ids: number[]
  total: number
  hits: CategoryHits[]
}

/**
 * The public products held in memory as bitmaps (decision 039), answering every search: built
 * from the database at start, kept current by `apply` for the products that changed. PostgreSQL
 * stays the system of record; the index only says which products a search finds, and in what
 * order, and their cards are read from the database.
 */
export class SearchIndex implements ProductSearch {
  readonly #db: Db
  readonly #catalogue = new CatalogueBitmaps()

  private constructor(db: Db) {
    this.#db = db
  }

  static async build(db: Db): Promise<SearchIndex> {
    const index = new SearchIndex(db)
    // The words are split apart by the database while the products are filed, a batch at a
    // time, so that the rows of the whole catalogue are never held at once.
    const words = readWords(db)
    words.catch(() => {})
    for await (const products of productBatches(db)) index.#catalogue.addMany(products)
    index.#catalogue.known.add(await words)
    // The first search sorts the catalogue newest first and counts its category hits (over a
    // second of CPU at a million products): done here, before the process is ready, not for a
    // visitor.
    index.#answer({}, 0, 1)
    return index
  }

  /**
   * Reads these products again and puts them in the index as they are now: changed, added, or
   * gone when no longer public. The change feed calls it with the products each change names.
   */
  async apply(db: Db, productIds: readonly number[]): Promise<void> {
    if (!productIds.length) return
    const [products, words] = await Promise.all([
      Array.fromAsync(productBatches(db, productIds)),
      readWords(db, productIds),
    ])
    this.#catalogue.removeMany(productIds)
    this.#catalogue.addMany(products.flat())
    this.#catalogue.known.add(words)
  }

  /** What the search API and page show: a page of cards, the total and the category hits. */
  async search(query: SearchQuery): Promise<SearchResult> {
    const found = this.find(query)
    const rows = found.ids.length
      ? (
          await this.#db.execute<ListItemRow>(
            sql`select * from fp_product_cards(${intArray(found.ids)})`,
          )
        ).rows
      : []
    const byId = new Map(rows.map((row) => [row.id, toListItem(row)]))
    return {
      content: found.ids.flatMap((id) => byId.get(id) ?? []),
      totalElements: found.total,
      aggregations: { kategoriAggregation: found.hits },
    }
  }

  /**
   * A page of a search: without text newest first; with text the exact numbers first, then the
   * products with every word in the name or label, better name matches first (ts_rank_cd), then
   * the other matches; ties newest first.
   */
  find(query: SearchQuery): SearchHits {
    const start = query.page * query.size
    return this.#answer(query, start, start + query.size)
  }

  /** Every product a search finds, in the search's order: for the export, statistics and feed. */
  matchingIds(filter: SearchFilter): Promise<number[]> {
    return Promise.resolve(this.#answer(filter, 0, Number.MAX_SAFE_INTEGER).ids)
  }

  #answer(filter: SearchFilter, start: number, end: number): SearchHits {
    const text = filter.q === undefined ? undefined : planText(filter.q, this.#catalogue.known)
    const textMatch = text && this.#textMatches(text)
    const unfiltered = textMatch ? textMatch.matched : this.#catalogue.all
    const withoutCategory = this.#filtered(unfiltered, filter)
    const hits = this.#catalogue.categoryHits(withoutCategory)
    const matches = this.#inCategory(withoutCategory, filter.kategori)
    const ids =
      text && textMatch
        ? this.#ranked(matches, text, textMatch, start, end)
        : this.#page(matches, start, end)
    return { ids, total: matches.size, hits }
  }

  /** Newest first: a page by the order's blocks, every match by marking their places. */
  #page(matches: RoaringBitmap32, start: number, end: number): number[] {
    if (end - start > PAGE_BY_BLOCKS) return this.#catalogue.newestOf(matches, end).slice(start)
    return this.#catalogue.newestPage(matches, start, end)
  }

  #inCategory(found: RoaringBitmap32, kategori: number | undefined) {
    if (kategori === undefined) return found
    return RoaringBitmap32.and(found, this.#catalogue.categories.get(kategori) ?? empty())
  }

  /**
   * Those of `found` that pass the filters beside the text: OR within a list, AND across; dates
   * are Norwegian days. Every filter's bitmap holds public products only, so none is first
   * intersected with the whole catalogue. The days come last: the products of a stretch of days
   * are one stretch of the order, and the few that the other filters leave are kept by their
   * places in it rather than by intersecting with a bitmap of the stretch (product-order.ts).
   */
  #filtered(found: RoaringBitmap32, filter: SearchFilter): RoaringBitmap32 {
    const catalogue = this.#catalogue
    const filters: RoaringBitmap32[] = []
    const anyOf = <Key extends number>(
      map: { get(key: Key): RoaringBitmap32 | undefined },
      keys: readonly Key[] | undefined,
    ) => keys && filters.push(RoaringBitmap32.orMany(keys.flatMap((key) => map.get(key) ?? [])))
    anyOf(catalogue.risks, filter.risiko)
    anyOf(catalogue.measures, filter.tiltak)
    anyOf(catalogue.authorities, filter.myndighet)
    if (filter.proff) filters.push(catalogue.proff)
    if (filter.utland) filters.push(catalogue.utland)
    if (found !== catalogue.all) filters.push(found)
    const passed = allOf(filters)
    if (!filter.df && !filter.dt) return passed ?? found
    return catalogue.publishedBetween(filter.df, filter.dt, passed)
  }

  /** The products the text finds, those of its top tier, and those of the exact numbers. */
  #textMatches(text: TextPlan) {
    const catalogue = this.#catalogue
    const exact = catalogue.exactNumbers(text.exact, text.exactLower)
    if (!text.words.length) return { matched: exact, named: empty(), exact }
    const allWords = (map: typeof catalogue.lexemes) =>
      text.words
        .map((word) =>
          RoaringBitmap32.orMany(
            word.spellings.flatMap((s) =>
              s.prefix ? map.withPrefix(s.lexeme) : (map.get(s.lexeme) ?? []),
            ),
          ),
        )
        .reduce((found, next) => RoaringBitmap32.and(found, next))
    return {
      matched: RoaringBitmap32.or(allWords(catalogue.lexemes), exact),
      named: allWords(catalogue.names),
      exact,
    }
  }

  /** The matches from `start` up to `end`, best first (see find). */
  #ranked(
    matches: RoaringBitmap32,
    text: TextPlan,
    { named, exact }: { named: RoaringBitmap32; exact: RoaringBitmap32 },
    start: number,
    end: number,
  ): number[] {
    const exactIds = RoaringBitmap32.and(matches, exact)
    const namedIds = RoaringBitmap32.andNot(RoaringBitmap32.and(matches, named), exactIds)
    const topCount = exactIds.size + namedIds.size
    const rest = () => RoaringBitmap32.andNot(RoaringBitmap32.andNot(matches, exactIds), namedIds)
    // A page past the top tier is a page of the rest, newest first, whatever the top's order.
    if (start >= topCount) return this.#page(rest(), start - topCount, end - topCount)
    const ranking = new NameRanking(text.words, this.#catalogue)
    let first = ranking.exactFirst(exactIds.toUint32Array(), (id) => named.has(id))
    if (first.length < end) {
      first = first.concat(this.#bestNamed(namedIds, text, ranking, end - first.length))
    }
    if (first.length < end) first = first.concat(this.#page(rest(), 0, end - first.length))
    return first.slice(start, end)
  }

  /**
   * The best `count` of the products with every word in the name or label. With one word a
   * product's score is the number of places its name has the word (cover-density.ts), 1 for
   * nearly all: only those that may have more are scored, and the rest follow newest first, as
   * ties do. With more words every product is scored.
   */
  #bestNamed(
    named: RoaringBitmap32,
    text: TextPlan,
    ranking: NameRanking,
    count: number,
  ): number[] {
    const [word] = text.words
    const mayScoreMore = text.words.length === 1 && word && this.#catalogue.maybeRepeated(word)
    if (!mayScoreMore) return ranking.best(named.toUint32Array(), count)
    const candidates = RoaringBitmap32.and(named, mayScoreMore).toUint32Array()
    const higher = ranking.above(candidates, 1).slice(0, count)
    if (higher.length >= count) return higher
    const ones = RoaringBitmap32.andNot(named, RoaringBitmap32.from(higher))
    return higher.concat(this.#page(ones, 0, count - higher.length))
  }
}

/** Pages up to this long are read block by block; longer lists (the export's) at once. */
const PAGE_BY_BLOCKS = 1000

/** The intersection of the bitmaps; one is itself, none gives none. */
function allOf([first, second, ...rest]: RoaringBitmap32[]): RoaringBitmap32 | undefined {
  if (!first || !second) return first
  const result = RoaringBitmap32.and(first, second)
  for (const next of rest) result.andInPlace(next)
  return result
}

function empty() {
  return new RoaringBitmap32()
}
