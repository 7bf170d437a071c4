import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '../app/routes.ts'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { produkt } from '../db/schema/index.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { TEST_PUBLIC_URL } from '../tests/support/subscriptions.ts'
import { liftedRateLimits, testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { buildApp } from './build-app.ts'

const SITE = TEST_PUBLIC_URL
/** The build time testServices gives: the last change of the pages that are only text. */
const BUILT = '2026-11-01T12:00:00.000Z'
/** When the one withdrawn product left the lists: their last change. */
const WITHDRAWN = '2026-11-25T10:00:00.000Z'

let database: Database
let site: FastifyInstance
/** The same site, told a sitemap file holds five addresses, so that it splits. */
let smallFiles: FastifyInstance
let catalogue: Awaited<ReturnType<typeof createCatalogue>>
const ids: Record<string, number> = {}

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  catalogue = await createCatalogue(db)
  const { authorities, categories, risks } = catalogue
  ids.cot = await addProduct(db, {
    navn: 'Barneseng Drømmeland',
    published: '2024-03-01T23:30:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
  })
  ids.newest = await addProduct(db, {
    navn: 'Krem & Sol',
    published: '2026-11-20T08:00:00Z',
    myndighetId: authorities.mattilsynet.id,
    hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
  })
  ids.withdrawn = await addProduct(db, {
    navn: 'Gammel barneseng',
    published: '2024-06-01T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
    withdrawn: true,
  })
  await db
    .update(produkt)
    .set({ withdrawnAt: new Date(WITHDRAWN) })
    .where(eq(produkt.id, ids.withdrawn))
  const build = (sitemapLimit?: number) =>
    buildApp({
      web: false,
      services: { ...testServices(db), publicUrl: SITE },
      rateLimits: liftedRateLimits,
      sitemapLimit,
    })
  site = await build()
  smallFiles = await build(5)
})

afterAll(async () => {
  await site?.close()
  await smallFiles?.close()
  await database?.close()
})

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url })

/** Each <loc> with its <lastmod>, as a crawler reads them. */
function entries(xml: string): Map<string, string> {
  const found = [...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)]
  return new Map(found.map(([, loc, lastmod]) => [loc!.replaceAll('&amp;', '&'), lastmod!]))
}

/** Whether robots.txt's rules for every crawler let it fetch a path (longest rule wins). */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line))
    .filter((rule): rule is RegExpExecArray => rule !== null && rule[2] !== '')
    .filter((rule) => path.startsWith(rule[2]!))
    .sort((a, b) => b[2]!.length - a[2]!.length)
  return rules[0]?.[1]!.toLowerCase() !== 'disallow'
}

describe('robots.txt', () => {
  it('keeps crawlers out of the staff area and the development pages, and names the sitemap', async () => {
    const response = await get(site, '/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    const robots = response.body
    expect(robots).toMatch(/^User-agent: \*$/m)
    for (const path of ['/forvaltning', '/forvaltning/logg-inn', '/utvikling/epost/3']) {
      expect(allowed(robots, path), path).toBe(false)
    }
    for (const path of ['/', '/search?q=lader', `/produkt/${ids.cot}`, '/omnettstedet']) {
      expect(allowed(robots, path), path).toBe(true)
    }
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'))
  })
})

describe('sitemap.xml', () => {
  it('lists each public product in every language, dated by its last change; no withdrawn one', async () => {
    const response = await get(site, '/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const listed = entries(response.body)
    for (const suffix of ['', '?lang=nn', '?lang=en']) {
      expect(listed.get(`${SITE}/produkt/${ids.cot}${suffix}`)).toBe('2024-03-01T23:30:00.000Z')
      expect(listed.get(`${SITE}/produkt/${ids.newest}${suffix}`)).toBe('2026-11-20T08:00:00.000Z')
      expect(listed.has(`${SITE}/produkt/${ids.withdrawn}${suffix}`)).toBe(false)
    }
  })

  it('dates the lists by their last change, the text pages by the build, a category by its own products', async () => {
    const listed = entries((await get(site, '/sitemap.xml')).body)
    // A withdrawal changes the lists as much as a new product does.
    expect(listed.get(`${SITE}/`)).toBe(WITHDRAWN)
    expect(listed.get(`${SITE}/search?lang=en`)).toBe(WITHDRAWN)
    expect(listed.get(`${SITE}/omnettstedet?lang=nn`)).toBe(BUILT)
    expect(listed.get(`${SITE}/myndighet/${catalogue.authorities.dsb.id}`)).toBe(BUILT)
    const { children, cosmetics, toys } = catalogue.categories
    // Older than the build, the build's time is when the page last changed (its texts did).
    expect(listed.get(`${SITE}/search?katid=${children.id}`)).toBe(BUILT)
    expect(listed.get(`${SITE}/search?katid=${cosmetics.id}&lang=nn`)).toBe(
      '2026-11-20T08:00:00.000Z',
    )
    // A category's search that finds nothing is no page worth a search engine's visit.
    expect(listed.has(`${SITE}/search?katid=${toys.id}`)).toBe(false)
  })

  it('lists every public page of app/routes.ts and none of the others', async () => {
    const listed = new Set(entries((await get(site, '/sitemap.xml')).body).keys())
    const notPublic = /^\/(forvaltning|forslag|404|\*|stats\/|product\/|abonnement\/:id\/)/
    for (const path of routePaths(routes)) {
      // An optional id names the page without it; a required one a page of each thing.
      const page = path
        .replace(/\/:\w+\?$/, '')
        .replace(':id', path.startsWith('/produkt') ? String(ids.cot) : '1')
      const expected = !notPublic.test(path)
      expect(listed.has(`${SITE}${page}`), page).toBe(expected)
      if (expected) expect(listed.has(`${SITE}${page}?lang=nn`), page).toBe(true)
    }
    expect([...listed].some((loc) => /forvaltning|utvikling/.test(loc))).toBe(false)
  })

  it('is split into a sitemap index of files of at most the limit, which together list it all', async () => {
    const whole = entries((await get(site, '/sitemap.xml')).body)
    const index = await get(smallFiles, '/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    const files = entries(index.body)
    expect(files.size).toBe(Math.ceil(whole.size / 5))
    const together = new Map<string, string>()
    let part = 0
    for (const [loc, lastmod] of files) {
      part += 1
      expect(loc).toBe(`${SITE}/sitemap-${part}.xml`)
      const file = await get(smallFiles, new URL(loc).pathname)
      expect(file.statusCode).toBe(200)
      const listed = entries(file.body)
      expect(listed.size).toBeLessThanOrEqual(5)
      // The file's date is its newest address's, so a crawler skips the files that did not change.
      expect(lastmod).toBe([...listed.values()].sort().at(-1))
      for (const [address, date] of listed) together.set(address, date)
    }
    expect(together).toEqual(whole)
    for (const past of [0, part + 1]) {
      expect((await get(smallFiles, `/sitemap-${past}.xml`)).statusCode).toBe(404)
    }
    // Unsplit, there are no parts: one address for each file, never two.
    expect((await get(site, '/sitemap-1.xml')).statusCode).toBe(404)
  })
})

type RouteLike = { path?: string; children?: RouteLike[] }

/** The full path of every route in app/routes.ts, children under their parents. */
function routePaths(list: RouteLike[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent || '/'
    return [path, ...routePaths(route.children ?? [], path === '/' ? '' : path)]
  })
}
