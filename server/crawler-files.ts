import fastifyCompress from '@fastify/compress'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { DEV_MAILBOX_PATH } from '../api/dev-mailbox.ts'
import { START_PATH as STAFF_AREA_PATH } from '../app/components/staff/staff-paths.ts'
import type { Db } from '../domain/database.ts'
import { sitemapPages } from '../domain/site/sitemap-pages.ts'
import {
  SITEMAP_ADDRESS_LIMIT,
  sitemapAddresses,
  sitemapIndexXml,
  sitemapPart,
  sitemapPartCount,
  urlSetXml,
  type SitemapAddress,
} from '../domain/site/sitemap-xml.ts'
import { DEFAULT_PUBLIC_URL } from '../domain/subscriptions/subscription-context.ts'

export interface CrawlerFileOptions {
  db: Db
  /** The site's public address (PUBLIC_URL): the files are cached alike for every Host. */
  publicUrl?: string
  /** When this version of the site was built, the last change of the pages that are only text. */
  siteBuilt: Date
  /** Addresses a sitemap file may list: the protocol's 50,000, or fewer for a test. */
  sitemapLimit?: number
}

/** The development pages' folder: the development mailbox and whatever joins it there. */
const DEVELOPMENT_PAGES = `/${DEV_MAILBOX_PATH.split('/')[1]}`

/** Search engines read these once an hour at most; an hour-old sitemap misses little. */
const CACHE = 'public, max-age=3600'

/**
 * /robots.txt and the sitemap (/sitemap.xml, split into /sitemap-N.xml past the protocol's
 * limit, decision 043). Part of the HTTP shell: robots.txt names paths of the pages and of the
 * development mailbox, which only the composition root may know together.
 */
export async function crawlerFileRoutes(app: FastifyInstance, options: CrawlerFileOptions) {
  const siteUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '')
  const limit = options.sitemapLimit ?? SITEMAP_ADDRESS_LIMIT
  // A sitemap of 50,000 addresses is some 5 MB of text and shrinks to a tenth compressed.
  app.addHook('onRoute', (route) => {
    route.compress ??= {}
  })
  await app.register(fastifyCompress, { global: false })

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(siteUrl)),
  )

  const addresses = async () =>
    sitemapAddresses(siteUrl, await sitemapPages(options.db, options.siteBuilt))

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const all = await addresses()
    const parts = sitemapPartCount(all.length, limit)
    if (parts === 1) return sendXml(reply, urlSetXml(all))
    const files = Array.from({ length: parts }, (_, index) => ({
      loc: `${siteUrl}/sitemap-${index + 1}.xml`,
      lastmod: newest(sitemapPart(all, index + 1, limit)!),
    }))
    return sendXml(reply, sitemapIndexXml(files))
  })

  // At the site's root, beside the index: a sitemap may list only addresses under its own folder.
  app.get<{ Params: { part: string } }>(
    '/sitemap-:part.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = /^\d{1,6}$/.test(request.params.part) ? Number(request.params.part) : 0
      const all = await addresses()
      const addressesOfPart =
        sitemapPartCount(all.length, limit) > 1 && sitemapPart(all, part, limit)
      if (!addressesOfPart) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      }
      return sendXml(reply, urlSetXml(addressesOfPart))
    },
  )
}

/** Crawlers keep out of the staff area and the development pages; they find the sitemap. */
function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${STAFF_AREA_PATH}`,
    `Disallow: ${DEVELOPMENT_PAGES}`,
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

function sendXml(reply: FastifyReply, xml: string) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml)
}

function newest(addresses: SitemapAddress[]): Date {
  return new Date(
    addresses.reduce((latest, address) => Math.max(latest, address.lastmod.getTime()), 0),
  )
}
