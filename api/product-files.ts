import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { formatDate } from '../i18n/dates.ts'
import { format } from '../i18n/format.ts'
import { nb } from '../i18n/nb.ts'
import { DEFAULT_PUBLIC_URL } from '../domain/subscriptions/subscription-context.ts'
import { productFeed } from '../domain/search/atom-feed.ts'
import { catalogueLastChange } from '../domain/catalogue/last-change.ts'
import { feedTitle, isFiltered } from '../domain/search/feed-title.ts'
import { loadCriteriaNames } from '../domain/subscriptions/criteria-names.ts'
import { searchPageLink } from '../domain/subscriptions/search-link.ts'
import { defaultLanguage, languages, messagesFor } from '../i18n/language.ts'
import { EXPORT_COLUMNS, exportRows, type ExportRow } from '../domain/search/export-rows.ts'
import { withSearchFilter } from '../domain/search/search-params.ts'
import { productStatistics, type Count } from '../domain/search/statistics.ts'
import { captchaQuery, requireCaptcha } from './captcha.ts'
import type { ApiDependencies } from './context.ts'
import { apiErrorSchema, HttpProblem } from './errors.ts'
import { exportRateLimit, type ApiRateLimits } from './rate-limit.ts'
import {
  CONTENT_TYPES,
  spreadsheetStream,
  type Cell,
  type Sheet,
  type SpreadsheetFormat,
} from '../domain/spreadsheets/spreadsheets.ts'

const fileFormat = {
  format: z
    .enum(['xlsx', 'csv'], { message: 'export.invalidFormat' })
    .default('xlsx')
    .describe('The file type'),
}

/**
 * The OpenAPI description of the file answers, by media type. Fastify serializes only JSON, so
 * these schemas document the streamed file or feed and never touch what is sent.
 */
const mediaType = (contentType: string) => contentType.split(';')[0]!
const spreadsheetAnswer = {
  description: 'XLSX (format=xlsx, the default) or CSV (format=csv)',
  content: {
    [mediaType(CONTENT_TYPES.xlsx)]: { schema: z.string().meta({ format: 'binary' }) },
    [mediaType(CONTENT_TYPES.csv)]: { schema: z.string() },
  },
}
const feedAnswer = {
  description: 'Atom feed (RFC 4287)',
  content: { 'application/atom+xml': { schema: z.string() } },
}

/**
 * GET /produkt/export (every field of every hit) and GET /produkt/statistikk (counts). Both have
 * the export's limit: each builds a whole file from every product a search finds, and the
 * statistics, with no captcha and no cap on the hits, is as costly to ask for again and again.
 */
export const productFileRoutes: FastifyPluginAsyncZod<
  ApiDependencies & { rateLimits: ApiRateLimits }
> = async (app, deps) => {
  const { db } = deps
  const config = { rateLimit: exportRateLimit(deps.rateLimits), streamed: true }

  app.get(
    '/produkt/export',
    {
      config,
      schema: {
        summary: 'Export the products a search finds',
        description: `XLSX (default) or CSV. Needs a solved captcha in grecaptcha. Refused with
          EXPORT_TOO_LARGE when the search finds more products than the export limit.`,
        tags: ['produkt'],
        querystring: withSearchFilter({ ...fileFormat, ...captchaQuery }),
        response: { 200: spreadsheetAnswer, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { format: fileType, grecaptcha, ...filter } = request.query
      const ids = await deps.search.matchingIds(filter)
      const hits = ids.length
      const limit = deps.siteConfig.exportLimit
      if (hits > limit) {
        const message = format(nb.export.tooLarge, { hits, max: limit })
        throw new HttpProblem(400, 'EXPORT_TOO_LARGE', message)
      }
      await requireCaptcha(deps, grecaptcha)
      const rows = mapBatches(exportRows(db, ids), toCells)
      const headings = EXPORT_COLUMNS.map((column) => nb.export.columns[column])
      const sheets = [{ name: nb.export.sheetName, headings, rows }]
      return sendFile(reply, fileType, nb.export.fileName, sheets)
    },
  )

  app.get(
    '/produkt/statistikk',
    {
      config,
      schema: {
        summary: 'Product statistics for a search',
        description: 'Counts by category (rolled up), risk, measure, authority and month.',
        tags: ['produkt'],
        querystring: withSearchFilter(fileFormat),
        response: { 200: spreadsheetAnswer, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { format: fileType, ...filter } = request.query
      const statistics = await productStatistics(db, await deps.search.matchingIds(filter))
      const labels = nb.export.statistics
      const sheets = (Object.keys(labels.sheets) as (keyof typeof labels.sheets)[]).map((key) => ({
        name: labels.sheets[key],
        headings: [labels.sheets[key], labels.count],
        rows: once(statistics[key].map((count: Count): Cell[] => [count.navn, count.antall])),
      }))
      return sendFile(reply, fileType, labels.fileName, sheets)
    },
  )
}

/**
 * GET /produkt/feed: the newest products of a search as an Atom feed, titled by the search and
 * linking back to its search page. Its links are built from the site's configured address, never
 * from the request's Host: shared caches keep the feed, so a Host a client made up would
 * otherwise send every later reader to the client's own site.
 */
export const productFeedRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (
  app,
  { db, search, publicUrl, buildInfo },
) => {
  const siteUrl = publicUrl ?? DEFAULT_PUBLIC_URL
  app.get(
    '/produkt/feed',
    {
      schema: {
        summary: 'Atom feed of the newest products of a search',
        tags: ['produkt'],
        querystring: withSearchFilter({
          lang: z
            .enum(languages, { message: 'search.invalidLanguage' })
            .default(defaultLanguage)
            .describe('The language of the feed and of the pages it links to'),
        }),
        response: { 200: feedAnswer, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query
      const t = messagesFor(lang)
      const names = isFiltered(filter) ? await loadCriteriaNames(db) : undefined
      const feed = await productFeed(db, await search.matchingIds(filter), {
        lang,
        title: names ? feedTitle(filter, names, t) : t.feed.title,
        subtitle: t.feed.subtitle,
        author: t.feed.author,
        siteUrl,
        selfUrl: `${siteUrl}${request.url}`,
        pageUrl: searchPageLink({ publicUrl: siteUrl }, filter, lang),
        quietSince: (await catalogueLastChange(db)) ?? new Date(buildInfo.time),
      })
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(feed)
    },
  )
}

function sendFile(
  reply: FastifyReply,
  fileType: SpreadsheetFormat,
  baseName: string,
  sheets: Sheet[],
) {
  return reply
    .type(CONTENT_TYPES[fileType])
    .header('content-disposition', `attachment; filename="${baseName}.${fileType}"`)
    .header('cache-control', 'no-store')
    .send(spreadsheetStream(fileType, sheets))
}

const DATE_COLUMNS: ReadonlySet<string> = new Set(['firstPublished', 'sistEndret'])

function toCells(row: ExportRow): Cell[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = row[column]
    if (value === null || value === undefined) return null
    if (typeof value === 'boolean') return value ? nb.export.yes : nb.export.no
    if (DATE_COLUMNS.has(column)) return formatDate(new Date(String(value)))
    return value instanceof Date ? value.toISOString() : value
  })
}

async function* mapBatches<T, U>(batches: AsyncIterable<T[]>, map: (item: T) => U) {
  for await (const batch of batches) yield batch.map(map)
}

async function* once<T>(batch: T[]) {
  yield batch
}
