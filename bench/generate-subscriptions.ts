import type pg from 'pg'

/** Words people follow by text; a few are common, most are rare, as in any search log. */
const WORDS = [
  'lader',
  'barneseng',
  'leke',
  'sykkelhjelm',
  'hårføner',
  'skjøteledning',
  'kjele',
  'batteri',
  'smokk',
  'brannvarsler',
  'powerbank',
  'vannkoker',
  'ovn',
  'lampe',
  'slim',
  'kosmetikk',
  'hoverboard',
  'krem',
  'bilsete',
  'barnevogn',
  'ballong',
  'magnet',
  'strikk',
  'sminke',
]

/**
 * Fills `abonnement` with `total` active subscriptions in one set-based statement, with
 * hash-based randomness so the same total gives the same rows. The mix: 30 % follow everything,
 * 30 % a category (any level), 15 % a risk or two, 10 % a word, 5 % each a measure, an
 * authority or professional products. With `uniqueText` a tenth follow a text of their own,
 * the worst case for matching (one text query per subscriber).
 */
export async function generateSubscriptions(
  pool: pg.Pool,
  total: number,
  { uniqueText = false } = {},
): Promise<void> {
  await pool.query(
    `with refs as (
       select array(select id from kategori order by id) as kategorier,
              array(select id from risiko order by id) as risikoer,
              array(select id from tiltak order by id) as tiltak,
              array(select id from myndighet order by id) as myndigheter,
              $2::text[] as words),
     draws as (
       select n, abs(hashint4(n)::bigint) % 100 as kind,
              abs(hashint4(hashint4(n))::bigint) as r1,
              abs(hashint4(hashint4(hashint4(n)))::bigint) as r2
       from generate_series(1, $1::int) as n)
     insert into abonnement (navn, epost, sprak, q, kategori_id, risiko, tiltak, myndighet, proff, aktivert)
     select 'Abonnent ' || n, 'abonnent' || n || '@example.no',
            (array['nb', 'nb', 'nb', 'nn', 'en'])[1 + r1 % 5],
            case when kind between 75 and 84 then
                   case when $3 and kind < 80 then words[1 + r1 % array_length(words, 1)] || ' ' || n
                        else words[1 + (r1 % array_length(words, 1)) * (r2 % 2)] end end,
            case when kind between 30 and 59 then kategorier[1 + r1 % array_length(kategorier, 1)] end,
            case when kind between 60 and 74 then
                   array(select distinct unnest(array[risikoer[1 + r1 % array_length(risikoer, 1)],
                                                      risikoer[1 + r2 % array_length(risikoer, 1)]])
                         order by 1) end,
            case when kind between 85 and 89 then array[tiltak[1 + r1 % array_length(tiltak, 1)]] end,
            case when kind between 90 and 94 then
                   array[myndigheter[1 + r1 % array_length(myndigheter, 1)]] end,
            kind >= 95,
            now()
     from draws, refs`,
    [total, WORDS, uniqueText],
  )
}
