import { describe, expect, it } from 'vitest'
import { readSearchState } from '../app/components/search/search-url.ts'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'

let catalogue: Awaited<ReturnType<typeof createCatalogue>>
let turbo: number

const test = useApiTest({
  fill: async (db) => {
    catalogue = await createCatalogue(db)
    const { authorities, categories, risks } = catalogue
    await addProduct(db, {
      navn: 'Barneseng Drømmeland',
      published: '2024-03-01T23:30:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
    })
    turbo = await addProduct(db, {
      navn: 'Barnevogn Turbo',
      published: '2024-03-20T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.choking.id, kategoriId: categories.prams.id }],
    })
  },
})

async function feed(query: string) {
  const response = await test.app.inject({ method: 'GET', url: `/api/v1/produkt/feed?${query}` })
  expect(response.statusCode).toBe(200)
  const body = response.body
  const head = body.split('<entry>')[0]!
  return {
    body,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    updated: /<updated>([^<]*)<\/updated>/.exec(head)?.[1],
    pageUrl: /<link rel="alternate" type="text\/html" href="([^"]*)"\/>/.exec(head)?.[1],
  }
}

describe('the Atom feed of a search', () => {
  it('is titled by the site alone and links to the search page when nothing is filtered', async () => {
    const { title, pageUrl } = await feed('')
    expect(title).toBe('Farlige produkter')
    expect(pageUrl).toBe('http://localhost:3000/search')
  })

  it('names its search in the title and links back to that search page', async () => {
    const { risks, categories } = catalogue
    const query = `q=barnevogn&kategori=${categories.equipment.id}&risiko=${risks.choking.id},${risks.fire.id}&df=2024-01-01&dt=2024-12-31&proff=true`
    const { title, pageUrl } = await feed(query)
    expect(title).toBe(
      'Farlige produkter: Søketekst: «barnevogn» · Kategori: Barneutstyr · ' +
        'Risiko: Kvelning, Brann · Bare produkter for profesjonelle brukere · ' +
        'Publisert fra 01.01.2024 · Publisert til og med 31.12.2024',
    )
    const page = new URL(pageUrl!.replaceAll('&amp;', '&'))
    expect(page.origin + page.pathname).toBe('http://localhost:3000/search')
    // Read back as the search page reads its address: the same search, nothing lost.
    expect(readSearchState(page.searchParams)).toEqual({
      q: 'barnevogn',
      kategori: categories.equipment.id,
      proff: true,
      df: '2024-01-01',
      dt: '2024-12-31',
      risiko: [risks.choking.id, risks.fire.id],
    })
  })

  it('is written in the language asked for, linking to the pages in it', async () => {
    const { body, title, pageUrl } = await feed(`risiko=${catalogue.risks.choking.id}&lang=nn`)
    expect(body).toContain('xml:lang="nn"')
    expect(title).toBe('Farlege produkt: Risiko: Kvelning')
    expect(pageUrl).toBe(
      `http://localhost:3000/search?risiko=${catalogue.risks.choking.id}&amp;lang=nn`,
    )
    expect(body).toContain(`href="http://localhost:3000/produkt/${turbo}?lang=nn"`)
  })

  it('refuses a language it has no texts in, saying which values it takes', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/produkt/feed?lang=de' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('må være nb, nn eller en')
  })

  it('gives an empty feed the time the catalogue last changed, not 1970', async () => {
    const { body, updated } = await feed('q=finnesikke')
    expect(body).not.toContain('<entry>')
    expect(updated).toBe('2024-03-20T12:00:00.000Z')
  })
})
