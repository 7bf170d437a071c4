import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { intArray } from './search-result.ts'
import { escapeMarkup } from '../../i18n/escape.ts'
import { defaultLanguage } from '../../i18n/language.ts'

/** A feed holds the newest products of a search; readers poll it and keep what they saw. */
const FEED_SIZE = 50

/** What names a feed and where it points, in the language it is written in. */
export interface FeedDescription {
  lang: string
  title: string
  subtitle: string
  author: string
  /** The site's configured public address, never one taken from a request (the feed is cached). */
  siteUrl: string
  /** The feed's own address under it. */
  selfUrl: string
  /** The search page that lists what the feed holds, for a reader's link back to the site. */
  pageUrl: string
  /**
   * The feed's `updated` when it has no entries: the last change of the catalogue, or of the
   * site, so a reader never sees 1970 and never a time that moves on every poll.
   */
  quietSince: Date
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
 * followed in a feed reader.
 */
export async function productFeed(
  db: Db,
  ids: readonly number[],
  feed: FeedDescription,
): Promise<string> {
  const result = await db.execute<FeedEntry>(sql`
    select p.id, p.navn, p.kjennetegn, p.hvorfor_farlig, p.forbruker_aksjon,
           p.first_published, p.sist_endret
    from produkt p where p.id = any(${intArray(ids)})
    order by p.first_published desc, p.id desc limit ${FEED_SIZE}`)
  const entries = result.rows
  const updated = entries.length
    ? Math.max(...entries.map((entry) => new Date(entry.sist_endret).getTime()))
    : feed.quietSince.getTime()
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeMarkup(feed.lang)}">`,
    `  <id>${escapeMarkup(feed.selfUrl)}</id>`,
    `  <title>${escapeMarkup(feed.title)}</title>`,
    `  <subtitle>${escapeMarkup(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(feed.pageUrl)}"/>`,
    `  <author><name>${escapeMarkup(feed.author)}</name></author>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    ...entries.map((entry) => feedEntry(entry, feed)),
    '</feed>',
    '',
  ].join('\n')
}

function feedEntry(entry: FeedEntry, feed: FeedDescription): string {
  const url = `${feed.siteUrl}/produkt/${entry.id}`
  // The entry is the product whatever the language; its link opens the page in the feed's.
  const page = feed.lang === defaultLanguage ? url : `${url}?lang=${feed.lang}`
  return [
    '  <entry>',
    `    <id>${escapeMarkup(url)}</id>`,
    `    <title>${escapeMarkup(`${entry.navn} (${entry.kjennetegn})`)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeMarkup(page)}"/>`,
    `    <published>${new Date(entry.first_published).toISOString()}</published>`,
    `    <updated>${new Date(entry.sist_endret).toISOString()}</updated>`,
    `    <summary>${escapeMarkup(`${entry.hvorfor_farlig} ${entry.forbruker_aksjon}`)}</summary>`,
    '  </entry>',
  ].join('\n')
}
