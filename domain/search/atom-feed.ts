import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { intArray } from './search-result.ts'
import { escapeMarkup } from '../../i18n/escape.ts'

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
  ids: readonly number[],
  urls: { siteUrl: string; selfUrl: string },
  labels: FeedText,
): Promise<string> {
  const result = await db.execute<FeedEntry>(sql`
    select p.id, p.navn, p.kjennetegn, p.hvorfor_farlig, p.forbruker_aksjon,
           p.first_published, p.sist_endret
    from produkt p where p.id = any(${intArray(ids)})
    order by p.first_published desc, p.id desc limit ${FEED_SIZE}`)
  const entries = result.rows
  const updated = entries.reduce(
    (latest, entry) => Math.max(latest, new Date(entry.sist_endret).getTime()),
    0,
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">',
    `  <id>${escapeMarkup(urls.selfUrl)}</id>`,
    `  <title>${escapeMarkup(labels.title)}</title>`,
    `  <subtitle>${escapeMarkup(labels.subtitle)}</subtitle>`,
    `  <link rel="self" href="${escapeMarkup(urls.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(urls.siteUrl)}/"/>`,
    `  <author><name>${escapeMarkup(labels.author)}</name></author>`,
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
    `    <id>${escapeMarkup(url)}</id>`,
    `    <title>${escapeMarkup(`${entry.navn} (${entry.kjennetegn})`)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>`,
    `    <published>${new Date(entry.first_published).toISOString()}</published>`,
    `    <updated>${new Date(entry.sist_endret).toISOString()}</updated>`,
    `    <summary>${escapeMarkup(`${entry.hvorfor_farlig} ${entry.forbruker_aksjon}`)}</summary>`,
    '  </entry>',
  ].join('\n')
}
