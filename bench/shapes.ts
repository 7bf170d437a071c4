import type pg from 'pg'

/** One kind of search the bench sends, always the same query string. */
export interface Shape {
  name: string
  /** The query string of GET /api/v1/produkt, without '?'. */
  query: string
}

/**
 * The fixed query shapes, with ids, words and numbers taken from the generated catalogue: for
 * each filter the value with the most products, the worst case a user can pick.
 */
export async function resolveShapes(pool: pg.Pool): Promise<Shape[]> {
  const one = async <T>(text: string): Promise<T> => {
    const row = (await pool.query(text)).rows[0] as Record<string, T> | undefined
    return Object.values(row ?? {})[0] as T
  }
  const largestCategory = (where: string) =>
    one<number>(`select a.id from kategori a
      join kategori c on c.id = a.id or c.parent_id = a.id
        or c.parent_id in (select id from kategori where parent_id = a.id)
      join produkt_fare f on f.kategori_id = c.id
      where ${where} group by a.id order by count(distinct f.produkt_id) desc, a.id limit 1`)
  const level1 = await largestCategory('a.nivaa = 1')
  const level2 = await largestCategory(`a.nivaa = 2 and a.parent_id = ${level1}`)
  const level3 = await largestCategory(`a.nivaa = 3 and a.parent_id = ${level2}`)
  const [risk, secondRisk] = (
    await pool.query<{ id: number }>(
      'select risiko_id as id from produkt_fare group by 1 order by count(*) desc, 1 limit 2',
    )
  ).rows.map((row) => row.id)
  const measure = await one<number>(
    'select tiltak_id from produkt_tiltak group by 1 order by count(*) desc, 1 limit 1',
  )
  const authority = await one<number>(
    'select myndighet_id from produkt group by 1 order by count(*) desc, 1 limit 1',
  )
  const ean = await one<string>(`select ean_nr from produkt
    where ean_nr is not null and withdrawn_at is null order by id desc limit 1 offset 500`)
  const batch = await one<string>(`select batch_serie_nr from produkt
    where batch_serie_nr is not null and withdrawn_at is null order by id desc limit 1 offset 700`)
  const rareWord = await one<string>(`select word from (select distinct word
    from produkt p, regexp_split_to_table(lower(p.navn), '[^[:alnum:]]+') word
    where p.withdrawn_at is null and word ~ '^[a-zæøå]{7,}$') words order by md5(word) limit 1`)
  const total = await one<number>('select count(*)::int from produkt where withdrawn_at is null')
  const today = new Date()
  const daysAgo = (days: number) =>
    new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10)
  const lastYear = `df=${daysAgo(365)}&dt=${daysAgo(0)}`
  const all = [
    `kategori=${level1}`,
    `risiko=${risk}`,
    `tiltak=${measure}`,
    `myndighet=${authority}`,
    'utland=true',
    `df=${daysAgo(3 * 365)}&dt=${daysAgo(0)}`,
  ].join('&')
  const q = (text: string) => `q=${encodeURIComponent(text)}`
  return [
    { name: 'blank', query: '' },
    { name: 'one word, common', query: q('lader') },
    { name: 'one word, rare', query: q(rareWord) },
    { name: 'one word, in most products', query: q('produktet') },
    { name: 'three words', query: q('barn lader batteri') },
    { name: 'prefix while typing', query: q('barnes') },
    { name: 'typo', query: q('barnevpgn') },
    { name: 'EAN', query: q(ean) },
    { name: 'batch number', query: q(batch.toLowerCase()) },
    { name: 'kategori level 1', query: `kategori=${level1}` },
    { name: 'kategori level 2', query: `kategori=${level2}` },
    { name: 'kategori level 3', query: `kategori=${level3}` },
    { name: 'risiko', query: `risiko=${risk}` },
    { name: 'risiko, two', query: `risiko=${risk},${secondRisk}` },
    { name: 'tiltak', query: `tiltak=${measure}` },
    { name: 'myndighet', query: `myndighet=${authority}` },
    { name: 'proff', query: 'proff=true' },
    { name: 'utland', query: 'utland=true' },
    { name: 'df/dt, last year', query: lastYear },
    { name: 'all filters', query: `${all}&proff=true` },
    { name: 'all filters but proff', query: all },
    { name: 'word and kategori', query: `${q('lader')}&kategori=${level1}` },
    { name: 'page size 100', query: 'size=100' },
    { name: 'deep page (2,000)', query: 'page=2000' },
    { name: 'last page', query: `page=${Math.floor((total - 1) / 12)}` },
  ]
}
