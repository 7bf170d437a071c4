import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { productCondition } from './product-filter.ts'
import { productOrder } from './search-products.ts'
import type { SearchFilter } from './search-params.ts'
import type { TextQuery } from './text-query.ts'

/** A feed holds the newest products of a search; readers poll it and keep what they saw. */
const FEED_SIZE = 50

export interface FeedText {
  title: string
  subtitle: string
  author: string
}

type FeedEntry = {
  id: number
  navn: string
  kjennetegn: string
  hvorfor_farlig: string
  forbruker_aksjon: string
  first_published: Date
  sist_endret: Date
}

/**
 * An Atom feed (RFC 4287) of the newest products a search finds, so that any search can be
 * followed in a feed reader. `siteUrl` is the site's configured public address, never one taken
 * from a request (the feed is cached for everyone); `selfUrl` the feed's own address under it.
 */
export async function productFeed(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
  urls: { siteUrl: string; selfUrl: string },
  labels: FeedText,
): Promise<string> {
  const result = await db.execute<FeedEntry>(sql`
    select p.id, p.navn, p.kjennetegn, p.hvorfor_farlig, p.forbruker_aksjon,
           p.first_published, p.sist_endret
    from produkt p where ${productCondition(filter, text)}
    order by ${productOrder(undefined)} limit ${FEED_SIZE}`)
  const entries = result.rows
  const updated = entries.reduce(
    (latest, entry) => Math.max(latest, new Date(entry.sist_endret).getTime()),
    0,
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">',
    `  <id>${xml(urls.selfUrl)}</id>`,
    `  <title>${xml(labels.title)}</title>`,
    `  <subtitle>${xml(labels.subtitle)}</subtitle>`,
    `  <link rel="self" href="${xml(urls.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(urls.siteUrl)}/"/>`,
    `  <author><name>${xml(labels.author)}</name></author>`,
    `  <updated>${new Date(updated || 0).toISOString()}</updated>`,
    ...entries.map((entry) => feedEntry(entry, urls.siteUrl)),
    '</feed>',
    '',
  ].join('\n')
}

function feedEntry(entry: FeedEntry, siteUrl: string): string {
  const url = `${siteUrl}/produkt/${entry.id}`
  return [
    '  <entry>',
    `    <id>${xml(url)}</id>`,
    `    <title>${xml(`${entry.navn} (${entry.kjennetegn})`)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
    `    <published>${new Date(entry.first_published).toISOString()}</published>`,
    `    <updated>${new Date(entry.sist_endret).toISOString()}</updated>`,
    `    <summary>${xml(`${entry.hvorfor_farlig} ${entry.forbruker_aksjon}`)}</summary>`,
    '  </entry>',
  ].join('\n')
}

function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}
