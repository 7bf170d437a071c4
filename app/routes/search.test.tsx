import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { addProduct, createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { renderWithRouter } from '../../tests/support/render-with-router.tsx'
import { routeArgs } from '../../tests/support/route-args.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { SearchIssues } from '../components/search/search-issues.tsx'
import type { SearchPageData } from '../components/search/load-search.server.ts'
import { loader } from './search.tsx'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  const { authorities, categories, risks } = await createCatalogue(database.db)
  await addProduct(database.db, {
    navn: 'Reiseseng Drøm',
    published: '2025-03-01T10:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.choking.id, kategoriId: categories.cots.id }],
  })
})

afterAll(() => database.close())

type Answer = { data: SearchPageData; init: { status?: number } | null }

/** The /search page's loader for an address, as React Router calls it for a GET. */
const load = async (url: string) => (await loader(routeArgs(database.db, url))) as Answer

// A year JavaScript reads but PostgreSQL does not (0000), or one outside the service's date
// range, used to reach the database and end in a 500 page.
describe('dates in the /search address', () => {
  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s in df and in dt with 400 and the range, in the page’s language',
    async (date) => {
      for (const name of ['df', 'dt']) {
        const answer = await load(`/search?${name}=${date}`)
        expect(answer.init?.status).toBe(400)
        expect(answer.data.products).toEqual([])
        // What the address said stays in the form, to be put right.
        expect(answer.data.state[name as 'df' | 'dt']).toBe(date)
        const issues = <SearchIssues issues={answer.data.issues} />
        expect(await renderWithRouter(issues)).toContain(
          `«${name}» må være en dato fra 1900-01-01 til 2100-12-31`,
        )
        expect(await renderWithRouter(issues, { lang: 'nn' })).toContain(
          `«${name}» må vere ein dato frå 1900-01-01 til 2100-12-31`,
        )
      }
    },
  )

  it('searches from the first to the last day of the range', async () => {
    const answer = await load('/search?df=1900-01-01&dt=2100-12-31')
    expect(answer.init?.status ?? 200).toBe(200)
    expect(answer.data.issues).toEqual([])
    expect(answer.data.products.map((product) => product.navn)).toEqual(['Reiseseng Drøm'])
  })
})
