import { escapeMarkup } from '../../i18n/escape.ts'
import { defaultLanguage, languages, type Language } from '../../i18n/language.ts'
import type { SitemapPage } from './sitemap-pages.ts'

/** The sitemap protocol's limit: a sitemap file lists at most 50,000 addresses. */
export const SITEMAP_ADDRESS_LIMIT = 50_000

/** One address in a sitemap, absolute. */
export interface SitemapAddress {
  loc: string
  lastmod: Date
}

/**
 * Each page once in each language, as its canonical address has it: `?lang=` for all but
 * Bokmål (app/components/head/head-tags.ts writes the pages' canonical links the same way).
 */
export function sitemapAddresses(siteUrl: string, pages: SitemapPage[]): SitemapAddress[] {
  const base = siteUrl.replace(/\/+$/, '')
  return pages.flatMap((page) =>
    languages.map((lang) => ({
      loc: inLanguage(`${base}${page.path}`, lang),
      lastmod: page.lastChanged,
    })),
  )
}

function inLanguage(url: string, lang: Language): string {
  if (lang === defaultLanguage) return url
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`
}

/** How many sitemap files so many addresses need: one up to the limit, then one per limit. */
export function sitemapPartCount(addresses: number, limit = SITEMAP_ADDRESS_LIMIT): number {
  return Math.max(1, Math.ceil(addresses / limit))
}

/** Part `part` (from 1) of the addresses, or undefined past the last part. */
export function sitemapPart<T>(addresses: T[], part: number, limit = SITEMAP_ADDRESS_LIMIT) {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(addresses.length, limit)) {
    return undefined
  }
  return addresses.slice((part - 1) * limit, part * limit)
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A sitemap file (<urlset>) of some addresses. */
export function urlSetXml(addresses: SitemapAddress[]): string {
  return [
    XML_HEAD,
    `<urlset xmlns="${SITEMAP_NS}">`,
    ...addresses.map((address) => `<url>${locAndLastmod(address)}</url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/** A sitemap index (<sitemapindex>) of sitemap files. */
export function sitemapIndexXml(files: SitemapAddress[]): string {
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...files.map((file) => `<sitemap>${locAndLastmod(file)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

function locAndLastmod({ loc, lastmod }: SitemapAddress): string {
  return `<loc>${escapeMarkup(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod>`
}
