import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { catalogueLastChange } from '../catalogue/last-change.ts'

/** One page of the site for search engines: its path and when what it shows last changed. */
export interface SitemapPage {
  path: string
  lastChanged: Date
}

/**
 * The pages anyone can open whose text is the site's own: they change when a new version of
 * the site is put out. The staff area, the development pages, the subscription pages reached
 * only from a personal link and the 404 page are not among them (robots.txt keeps the first two
 * out). A test holds this list against app/routes.ts.
 */
const INFORMATION_PAGES = [
  '/omnettstedet',
  '/personvern',
  '/myndighet',
  '/innmelding',
  '/innmelding/observasjon',
  '/innmelding/bekymring',
  '/innmelding/meldeplikt',
  '/abonnement/opprett',
  '/abonnement/mine',
] as const

/** The pages that list products: they change with the catalogue. */
const LISTING_PAGES = ['/', '/search'] as const

/**
 * Every public page with its last change: the listings, the information pages, each authority,
 * each category's search that finds anything, and each public product, in that order (products
 * by id, so a part of a split sitemap keeps its addresses from one day to the next).
 * `siteChanged` is when this version of the site was built: no page changed later than it
 * can have changed before it.
 */
export async function sitemapPages(db: Db, siteChanged: Date): Promise<SitemapPage[]> {
  const [catalogueChanged, authorities, categories, products] = await Promise.all([
    catalogueLastChange(db),
    db.execute<{ id: number }>(sql`select id from myndighet order by id`),
    db.execute<{ id: number; changed: string | Date }>(sql`
      with recursive below(root, id) as (
        select id, id from kategori
        union all select below.root, k.id from kategori k join below on k.parent_id = below.id)
      select below.root as id, max(p.sist_endret) as changed
      from below join produkt_fare f on f.kategori_id = below.id
      join produkt p on p.id = f.produkt_id and p.withdrawn_at is null
      group by below.root order by below.root`),
    db.execute<{ id: number; changed: string | Date }>(sql`
      select id, sist_endret as changed from produkt where withdrawn_at is null order by id`),
  ])
  const atLeastSite = (changed: string | Date | undefined) =>
    changed && new Date(changed) > siteChanged ? new Date(changed) : siteChanged
  return [
    ...LISTING_PAGES.map((path) => ({ path, lastChanged: atLeastSite(catalogueChanged) })),
    ...INFORMATION_PAGES.map((path) => ({ path, lastChanged: siteChanged })),
    ...authorities.rows.map(({ id }) => ({ path: `/myndighet/${id}`, lastChanged: siteChanged })),
    ...categories.rows.map(({ id, changed }) => ({
      path: `/search?katid=${id}`,
      lastChanged: atLeastSite(changed),
    })),
    ...products.rows.map(({ id, changed }) => ({
      path: `/produkt/${id}`,
      lastChanged: new Date(changed),
    })),
  ]
}
