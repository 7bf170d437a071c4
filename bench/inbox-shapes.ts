import type pg from 'pg'

/** One list page the bench asks for: a name for the table and the page's query string. */
export interface InboxShape {
  name: string
  query: Record<string, string>
}

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/**
 * The list pages to load, with values taken from the generated inbox of one authority: its
 * broadest category (level 1, the most reports) and a level-3 one of middling size, the most
 * common first word of a product name, a common word of the free text (a shop's), one reference,
 * and a word nothing contains (which every free-text search must read the whole inbox for).
 */
export async function inboxShapes(pool: pg.Pool, authorityId: number): Promise<InboxShape[]> {
  const inbox = `from innboks i join melding_oversikt o
    on o.melding_type = i.melding_type and o.melding_id = i.melding_id
    where i.myndighet_id = ${Number(authorityId)}`
  const pick = async (text: string) => (await pool.query<{ value: string }>(text)).rows[0]!.value
  const broad = await pick(
    `select k1.id::text as value ${inbox.replace(
      'where',
      `join kategori k on k.id = o.kategori_id
       join kategori k1 on k1.id = coalesce((select p.parent_id from kategori p
         where p.id = k.parent_id), k.parent_id, k.id) where`,
    )}
     group by k1.id order by count(*) desc limit 1`,
  )
  const narrow = await pick(
    `select kategori_id::text as value from (select o.kategori_id, count(*) as n,
       row_number() over (order by count(*) desc) as r, count(*) over () as all_rows
     ${inbox} and o.kategori_id is not null group by o.kategori_id) c
     where r = all_rows / 3 + 1`,
  )
  const productWord = await pick(
    `select w as value from (select lower(split_part(o.produkt_navn, ' ', 1)) as w ${inbox}) x
     where length(w) >= 4 group by w order by count(*) desc limit 1`,
  )
  const reference = await pick(
    `select o.referanse as value ${inbox} order by i.id limit 1 offset 1000`,
  )
  const total = Number(await pick(`select count(*)::text as value ${inbox}`))
  const lastPage = String(Math.max(1, Math.ceil(total / 50)))
  return [
    { name: 'no filter', query: {} },
    { name: 'kind: duty-to-report', query: { type: 'meldeplikt' } },
    { name: 'kind: observation', query: { type: 'observasjon' } },
    { name: 'status: ny', query: { status: 'ny' } },
    { name: 'status: avsluttet', query: { status: 'avsluttet' } },
    { name: 'received from (30 days)', query: { fra: isoDay(30) } },
    { name: 'received to (a year ago)', query: { til: isoDay(365) } },
    { name: 'received one month', query: { fra: isoDay(400), til: isoDay(370) } },
    { name: 'category, level 1', query: { kategori: broad } },
    { name: 'category, level 3', query: { kategori: narrow } },
    { name: 'risk level: HIGH', query: { nivaa: 'HIGH' } },
    { name: `product: "${productWord}"`, query: { produkt: productWord } },
    { name: 'product: no match', query: { produkt: 'xqzvw' } },
    { name: 'free text: "senter"', query: { q: 'senter' } },
    { name: 'free text: a reference', query: { q: reference } },
    { name: 'free text: no match', query: { q: 'xqzvw' } },
    { name: 'concern + ny', query: { type: 'bekymring', status: 'ny' } },
    { name: 'duty + HIGH + ny', query: { type: 'meldeplikt', nivaa: 'HIGH', status: 'ny' } },
    {
      name: 'category 1 + under-beh. + 90 days',
      query: { kategori: broad, status: 'under-behandling', fra: isoDay(90) },
    },
    { name: 'free text + avsluttet', query: { q: 'senter', status: 'avsluttet' } },
    { name: 'page 2', query: { side: '2' } },
    { name: 'page 100 (deep)', query: { side: '100' } },
    { name: `last page (${lastPage})`, query: { side: lastPage } },
    { name: 'status: avsluttet, last page', query: { status: 'avsluttet', side: '1000' } },
  ]
}
