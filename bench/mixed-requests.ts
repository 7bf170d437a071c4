import type pg from 'pg'
import {
  apiFilterString,
  searchHref,
  type SearchState,
} from '../app/components/search/search-url.ts'
import type { LoadRequest } from './load.ts'

/**
 * The mix, in requests out of every 100: mostly product pages, searches and the images their
 * cards and pages show. Text searches are a kind of their own because one that matches many
 * products costs PostgreSQL about 100 ms of CPU (docs/performance.md); one in six of them is
 * such a word ("lader"), the rest rare words, three words or an EAN. Scripts and styles are
 * left out: they are hashed and cached by browsers for a year.
 */
export const MIX: [kind: string, weight: number][] = [
  ['product page', 25],
  ['search page, filters', 14],
  ['search page, text', 6],
  ['home', 5],
  ['image', 30],
  ['pictogram', 5],
  ['API search', 8],
  ['API product', 7],
]

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'nb' }
const IMAGE = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }
const JSON_ONLY = { accept: 'application/json' }
/** Cards show 320 px wide images, a product page 640 or 960 (image-urls.ts IMAGE_WIDTHS). */
const WIDTHS = [320, 320, 640, 960]

type Pools = Record<string, Omit<LoadRequest, 'kind'>[]>

/**
 * The request list each connection walks through: the mix `cycles` times over (so 100 × cycles
 * requests, each kind's paths taken in turn from a pool of real ids and words of the database),
 * in a fixed shuffled order. Public products only, so no page answers 404.
 */
export async function mixedRequests(pool: pg.Pool, cycles = 10): Promise<LoadRequest[]> {
  const pools = requestPools(await sampleCatalogue(pool, cycles))
  const list: LoadRequest[] = []
  for (const [kind, weight] of MIX) {
    const paths = pools[kind]!
    for (let i = 0; i < weight * cycles; i++) list.push({ ...paths[i % paths.length]!, kind })
  }
  return shuffle(list)
}

type Sample = Awaited<ReturnType<typeof sampleCatalogue>>

/** Ids and words from the database, picked by a hash so the same catalogue gives the same. */
async function sampleCatalogue(pool: pg.Pool, cycles: number) {
  const ids = async (text: string) => (await pool.query<{ id: number }>(text)).rows.map((r) => r.id)
  const publicProducts = (salt: string, limit: number) =>
    `select id from produkt where withdrawn_at is null order by md5(id::text || '${salt}') limit ${limit}`
  const categories = (level: number) =>
    ids(`select id from kategori where nivaa = ${level} order by md5(id::text) limit 4`)
  const text = async (query: string) =>
    (await pool.query<{ text: string }>(query)).rows.map((row) => row.text)
  return {
    products: await ids(publicProducts('page', 25 * cycles)),
    apiProducts: await ids(publicProducts('api', 7 * cycles)),
    images: await ids(`select distinct on (b.produkt_id) b.id from produkt_bilde b
      join (${publicProducts('image', 30 * cycles)}) f on f.id = b.produkt_id
      order by b.produkt_id, b.main_thumbnail desc, b.rekkefolge`),
    levels: [await categories(1), await categories(2), await categories(3)] as const,
    risks: await ids('select id from risiko order by md5(id::text)'),
    measures: await ids('select id from tiltak order by md5(id::text)'),
    authorities: await ids('select id from myndighet order by md5(id::text)'),
    pictograms: await ids('select id from kategori where piktogram is not null order by id'),
    rareWords: await text(`select distinct word as text
      from produkt p, regexp_split_to_table(lower(p.navn), '[^[:alnum:]]+') word
      where p.withdrawn_at is null and word ~ '^[a-zæøå]{7,}$' order by md5(word) limit 3`),
    ean: (
      await text(`select ean_nr as text from produkt
        where ean_nr is not null and withdrawn_at is null order by id desc limit 1 offset 500`)
    )[0],
  }
}

/** Each kind's paths: canonical search URLs (searchHref), so none is redirected. */
function requestPools(sample: Sample): Pools {
  const { risks, levels, rareWords } = sample
  const [level1, level2, level3] = levels
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const filters: SearchState[] = [
    ...level1.map((kategori) => ({ kategori })),
    ...[...level2.slice(0, 2), ...level3.slice(0, 2)].map((kategori) => ({ kategori })),
    { risiko: [risks[0]!] },
    { risiko: [risks[1]!, risks[2]!] },
    { tiltak: [sample.measures[0]!] },
    { myndighet: [sample.authorities[0]!] },
    { utland: true },
    { proff: true },
    { page: 1 },
    { page: 3 },
    { kategori: level1[0], risiko: [risks[3]!] },
    { df: day(365), dt: day(0) },
  ]
  const texts: SearchState[] = [
    { q: 'lader' },
    ...rareWords.map((q) => ({ q })),
    { q: 'barn lader batteri' },
    { q: sample.ean },
  ]
  const apiSearches = ['', 'page=1', ...filters.slice(0, 6).map(apiFilterString)]
  apiSearches.push(apiFilterString({ q: rareWords[0] }))
  const json = (path: string) => ({ path, headers: JSON_ONLY })
  const image = (path: string) => ({ path, headers: IMAGE })
  return {
    'product page': sample.products.map((id) => page(`/produkt/${id}`)),
    'search page, filters': filters.map((state) => page(searchHref(state))),
    'search page, text': texts.map((state) => page(searchHref(state))),
    home: [page('/'), page('/?pagenr=2')],
    image: sample.images.map((id, i) => image(`/bilde/${id}?w=${WIDTHS[i % WIDTHS.length]}`)),
    pictogram: sample.pictograms.flatMap((id) => [
      image(`/pictogram/${id}.svg`),
      image(`/pictogram/${id}/aktiv.svg`),
    ]),
    'API search': apiSearches.map((query) => json(`/api/v1/produkt${query ? `?${query}` : ''}`)),
    'API product': sample.apiProducts.map((id) => json(`/api/v1/produkt/${id}`)),
  }
}

function page(path: string) {
  return { path, headers: PAGE }
}

/** Fisher–Yates with a fixed seed (mulberry32), so every run sends the same order. */
function shuffle<T>(items: T[]): T[] {
  let seed = 20_261_122
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}
